// The labelled search field of a list (a search landmark), filtering as one types.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function SearchBox({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mfg-search" role="search">
      <label htmlFor={id} className="mfg-visually-hidden">
        {t('lists.search_label')}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={t('lists.search_placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
