// Tabs of the login/register modal: the shared WAI-ARIA tabs, every panel kept mounted so that
// switching tabs keeps what was typed.
import { Tabs, type TabItem } from '@croupier/shared';
import type { ReactNode } from 'react';

export interface Tab<K extends string> extends TabItem<K> {
  panel: ReactNode;
}

export interface AuthTabsProps<K extends string> {
  label: string;
  tabs: Tab<K>[];
  selected: K;
  onSelect(key: K): void;
}

export function AuthTabs<K extends string>(props: AuthTabsProps<K>) {
  return (
    <div className="mf-auth-tabs">
      <Tabs {...props} keepMounted />
    </div>
  );
}
