import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies a text to the clipboard and says so (a status message beside it). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void copy()}>
        {label}
      </button>{' '}
      <span role="status" className="copy-status">
        {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </>
  );
}
