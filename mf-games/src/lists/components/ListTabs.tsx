// The list tabs (WAI-ARIA tabs): roving tabindex, arrow keys, Home and End move and select; the
// selected tab's panel holds the content, the others stay empty.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export function ListTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect(key: K): void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <>
      <div className="mfg-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
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
          className="mfg-tabpanel"
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
        >
          {tab.key === selected ? children : null}
        </div>
      ))}
    </>
  );
}
