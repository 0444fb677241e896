// Letter (spec 02 §2 info_center, §4): the member's letters, newest first, with the counts in the
// heading. Opening an unread letter marks it read (/arks/web/member/letter/read); Delete asks in
// the shared confirm dialog, then /arks/web/member/letter/destroy. Both reload the list.
import { dialog, toast, failureMessage, renderMessage } from '@croupier/shared';
import { QueryStatus } from '@croupier/shared/records';
import { formatSiteTime, useSiteTimezone } from '@croupier/shared/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useStatusLabels } from '../frame/index.js';
import { useDestroyLetter } from './api/letter-destroy.js';
import { useLetterList } from './api/letter-list.js';
import { useReadLetter } from './api/letter-read.js';
import { LetterItem } from './letter-item.js';

export function LetterPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const zone = useSiteTimezone();
  const letters = useLetterList();
  const read = useReadLetter();
  const destroy = useDestroyLetter();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  if (!letters.data) return <QueryStatus query={letters} labels={status} />;
  const { list, total_count, unread_count } = letters.data;

  const toggle = (id: number, unread: boolean) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
    if (!open.has(id) && unread) read.mutate(id);
  };

  const remove = async (id: number) => {
    const confirmed = await dialog.confirm({
      message: t('letters.delete_confirm'),
      confirmText: t('letters.delete'),
      cancelText: t('letters.cancel'),
    });
    if (!confirmed) return;
    try {
      await destroy.mutateAsync(id);
      toast.show(t('letters.deleted'));
    } catch (err) {
      toast.show(renderMessage(t, failureMessage(err, { key: 'status.failed' })));
    }
  };

  return (
    <section className="mfmc-letters" aria-labelledby="mfmc-letters-heading">
      <h3 id="mfmc-letters-heading">{t('letters.heading', { count: total_count, unread: unread_count })}</h3>
      {list.length === 0 ? (
        <p className="mfmc-empty">{t('letters.empty')}</p>
      ) : (
        <ul className="mfmc-letter-list">
          {list.map((letter) => (
            <LetterItem
              key={letter.id}
              letter={letter}
              date={formatSiteTime(letter.created_at, zone)}
              expanded={open.has(letter.id)}
              onToggle={() => toggle(letter.id, letter.is_read === 0)}
              onDelete={() => void remove(letter.id)}
              deleting={destroy.isPending && destroy.variables === letter.id}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
