// The category filter of /discount: "All" and each category, a labelled group of toggle buttons
// (aria-pressed). The choice goes into the address (?category=<id>) through the shell's history.
import type { PromotionCategory } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly PromotionCategory[];
  selected: number | null;
  onSelect(category: number | null): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const options: { id: number | null; name: string }[] = [{ id: null, name: t('discount.filter.all') }, ...categories];
  return (
    <div className="mfpd-filter" role="group" aria-label={t('discount.filter.label')}>
      {options.map((option) => (
        <button
          key={option.id ?? 'all'}
          type="button"
          aria-pressed={option.id === selected}
          onClick={() => onSelect(option.id)}
        >
          {option.name}
        </button>
      ))}
    </div>
  );
}
