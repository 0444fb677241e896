// The name of an agent level wherever one is shown: the brand's (level names, loaded for a
// member_type other than 1), else "Level {{level}}" in the page language.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useLevelNames } from './api/level-names.js';

export function useLevelName(): (level: number) => string {
  const { t } = useTranslation(NAMESPACE);
  const names = useLevelNames().data;
  return useCallback(
    (level: number) => names?.find((n) => n.agent_level === level)?.name || t('level.fallback', { level }),
    [names, t],
  );
}
