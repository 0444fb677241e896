// WAI-ARIA tabs: a labelled tablist with a roving tabindex (arrows, Home and End move and
// select), each tab controlling its panel.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** This tab's panel; tabs without one show the Tabs' children. */
  panel?: ReactNode;
}

export interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** The selected panel's content, for tabs without a panel of their own. */
  children?: ReactNode;
  /** Every panel keeps its content mounted (switching keeps what was typed); else only the selected one has content. */
  keepMounted?: boolean;
  tabListClassName?: string;
  panelClassName?: string;
}

export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  keepMounted = false,
  tabListClassName,
  panelClassName,
}: TabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <>
      <div className={tabListClassName} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          className={panelClassName}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
        >
          {keepMounted || tab.key === selected ? (tab.panel ?? children) : null}
        </div>
      ))}
    </>
  );
}
