// The floating side buttons (POST /arks/web/float): customer service, app download and the like.
// Icon buttons whose accessible name is the entry's title (shown beside it on hover and focus).
// On a phone a stack of buttons would cover the page's own controls (a game card's favourite
// star), so more than one entry folds behind a single toggle (a disclosure: Escape folds it).
import { useStore } from '@croupier/shared';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { useFloat } from '../content/float.js';
import { pickText } from '../content/localized.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { ContentLink } from './content-link.js';
import { Icon } from './icons.js';

export function FloatList() {
  const { stores } = useServices();
  const { t } = useTranslation(SHELL_NS);
  const language = useStore(stores.ui, (s) => s.language);
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const float = useFloat();
  const entries = float.data ?? [];
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // Open only where it was opened: a followed link (a new page) or a layout switch folds it again.
  const { pathname } = useLocation();
  const here = `${pathname} ${isDesktop}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean) => setOpenAt(next ? here : null);
  if (entries.length === 0) return null;

  const folds = !isDesktop && entries.length > 1;
  const label = t('layout.floatList');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <aside
      className={`cr-shell-float${folds ? ' cr-shell-float--folds' : ''}`}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {folds && (
        <button
          ref={toggle}
          type="button"
          className="cr-shell-float-button cr-shell-float-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'close' : 'more'} />
          <span className="cr-shell-visually-hidden">{label}</span>
        </button>
      )}
      <ul id={listId} hidden={folds && !open}>
        {entries.map((entry) => {
          const title = pickText(entry.title, language);
          return (
            <li key={entry.id}>
              <ContentLink url={entry.url} openType={entry.open_type} label={title} className="cr-shell-float-button">
                <Icon name={entry.icon} />
                <span className="cr-shell-float-label" aria-hidden="true">
                  {title}
                </span>
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
