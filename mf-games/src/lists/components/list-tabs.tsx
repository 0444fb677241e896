// The list tabs: the shared WAI-ARIA tabs; the selected tab's panel holds the content, the
// others stay empty.
import { Tabs } from '@croupier/shared';
import type { ReactNode } from 'react';

export function ListTabs<K extends string>(props: {
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect(key: K): void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  return <Tabs {...props} tabListClassName="mfg-tabs" panelClassName="mfg-tabpanel" />;
}
