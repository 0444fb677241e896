// One letter: its title is a button that shows or hides the content (aria-expanded). Opening an
// unread letter marks it read (spec 02 §4), after which the list reloads. Delete asks first.
import type { Letter } from '@croupier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerHtml } from '../html/index.js';
import { NAMESPACE } from '../i18n.js';

export interface LetterItemProps {
  letter: Letter;
  date: string;
  expanded: boolean;
  onToggle(): void;
  onDelete(): void;
  deleting: boolean;
}

export function LetterItem({ letter, date, expanded, onToggle, onDelete, deleting }: LetterItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const contentId = useId();
  const unread = letter.is_read === 0;
  return (
    <li className={unread ? 'mfmc-letter mfmc-letter--unread' : 'mfmc-letter'}>
      <h3 className="mfmc-letter__title">
        <button type="button" aria-expanded={expanded} aria-controls={contentId} onClick={onToggle}>
          {unread && <span className="mfmc-letter__dot">{t('letters.unread_mark')}</span>}
          <span>{letter.title}</span>
          <time className="mfmc-muted" dateTime={new Date(letter.created_at).toISOString()}>
            {date}
          </time>
        </button>
      </h3>
      <div id={contentId} hidden={!expanded} className="mfmc-letter__body">
        {expanded && <ServerHtml html={letter.content} className="mfmc-html" />}
        <button
          type="button"
          className="cr-button cr-button--ghost"
          aria-disabled={deleting}
          onClick={() => !deleting && onDelete()}
        >
          {t('letters.delete')}
        </button>
      </div>
    </li>
  );
}
