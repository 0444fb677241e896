// The pop-up's bulletins: one is shown as it is; several are tabs named by their titles (shared
// Tabs: arrows, Home and End move between them).
import { Tabs, type BulletinItem } from '@croupier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { BulletinContent } from './bulletin-content.js';

export function BulletinItems({ items }: { items: readonly BulletinItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  const [selected, setSelected] = useState<string | null>(null);
  const first = items[0];
  if (!first) return null;
  if (items.length === 1) {
    return (
      <article className="mfpr-bulletin__item">
        <h3 className="mfpr-bulletin__item-title">{first.display_content}</h3>
        <BulletinContent html={first.content} />
      </article>
    );
  }
  const tabs = items.map((item) => ({
    key: String(item.id),
    label: item.display_content,
    panel: <BulletinContent html={item.content} />,
  }));
  const current = tabs.some((tab) => tab.key === selected) ? (selected as string) : String(first.id);
  return (
    <Tabs
      label={t('bulletin.tabs')}
      tabs={tabs}
      selected={current}
      onSelect={setSelected}
      tabListClassName="mfpr-bulletin__tabs"
      panelClassName="mfpr-bulletin__panel"
    />
  );
}
