// The language switcher: a labelled native <select> of the languages the site offers, each in
// its own name. A native select works by keyboard, with screen readers and on mobile (the
// phone's own picker) without extra code.
import { parseLanguage, useStore, type LanguageCode } from '@croupier/shared';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { NATIVE_NAMES, toUrlLocale } from './languages.js';
import './language-switcher.css';
import { useOfferedLanguages, useSwitchLanguage } from './use-switch-language.js';

/**
 * A switch remounts the router, and this select with it: the new one takes the focus back when
 * the old one had it, so a keyboard user stays where they were.
 */
let refocusAfterSwitch = false;

export function LanguageSwitcher({ className }: { className?: string }) {
  const { stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const language = useStore(stores.ui, (s) => s.language);
  const offered = useOfferedLanguages();
  const switchLanguage = useSwitchLanguage();
  useEffect(() => {
    if (refocusAfterSwitch && select.current) {
      refocusAfterSwitch = false;
      select.current.focus();
    }
  }, []);

  if (offered.length < 2) return null; // nothing to choose between

  return (
    <div className={['cr-shell-language', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="cr-shell-language-label">
        {t('locale.switcherLabel')}
      </label>
      <select
        ref={select}
        id={id}
        value={language}
        onChange={(e) => {
          const next = parseLanguage(e.target.value) as LanguageCode | null;
          if (!next) return;
          refocusAfterSwitch = document.activeElement === e.target;
          void switchLanguage(next);
        }}
      >
        {offered.map((code) => (
          <option key={code} value={code} lang={toUrlLocale(code)}>
            {NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
