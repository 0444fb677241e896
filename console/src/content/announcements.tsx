// The site's announcements: the list (newest first, title in English or the first language written),
// a new one, and an edit of one (only what changed is sent). The content is the operator's HTML,
// edited as its source in a textarea: the console never renders it.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import { CaptionedTable } from '../ui/captioned-table.js';
import { useErrorText } from '../ui/errors.js';
import { formatTime } from '../ui/format.js';
import { useMessage } from '../ui/message.js';
import { Outcome, useOutcome } from '../ui/outcome.js';
import { TextField } from '../ui/text-field.js';
import {
  compact,
  EditButton,
  LanguageSelect,
  languagesWith,
  ListState,
  sameTexts,
  sortSchema,
  textIn,
  TextsIn,
  textsSchema,
  titleSchema,
  useEditing,
  type SectionProps,
} from './fields.js';
import { sitePath, useContentList, useRefetch } from './queries.js';
import type { AnnouncementChange, NewAnnouncement, StoredAnnouncement } from './types.js';

const schema = v.object({
  title: titleSchema,
  content: textsSchema,
  before: v.boolean(),
  after: v.boolean(),
  sort: sortSchema,
});
type Values = v.InferOutput<typeof schema>;

const valuesOf = (entry: StoredAnnouncement | null): Values => ({
  title: { ...(entry?.title ?? {}) },
  content: { ...(entry?.content ?? {}) },
  before: entry ? entry.display_before_login === 1 : true,
  after: entry ? entry.display_after_login === 1 : true,
  sort: String(entry?.sort ?? 0),
});

/** What the form changes of `entry` (all of it for a new one). */
export function announcementChange(values: Values, entry: StoredAnnouncement | null): AnnouncementChange {
  const whole: NewAnnouncement = {
    title: compact(values.title),
    content: compact(values.content),
    display_before_login: values.before ? 1 : 0,
    display_after_login: values.after ? 1 : 0,
    sort: Number(values.sort),
  };
  if (!entry) return whole;
  const change: AnnouncementChange = {};
  if (!sameTexts(whole.title, entry.title)) change.title = whole.title;
  if (!sameTexts(whole.content, entry.content)) change.content = whole.content;
  if (whole.display_before_login !== entry.display_before_login)
    change.display_before_login = whole.display_before_login;
  if (whole.display_after_login !== entry.display_after_login) change.display_after_login = whole.display_after_login;
  if (whole.sort !== entry.sort) change.sort = whole.sort;
  return change;
}

export function Announcements({ siteId, languages }: SectionProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const shownText = useShownText();
  const list = useContentList(siteId, 'announcements');
  const { editing, edit, formTitle } = useEditing<StoredAnnouncement>();

  return (
    <>
      <ListState pending={list.isPending} error={list.isError ? errorText(list.error) : null} />
      {list.data ? (
        list.data.items.length === 0 ? (
          <p>{t('content.announcements.empty')}</p>
        ) : (
          <CaptionedTable id="content-announcements-list" caption={t('content.announcements.listTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('content.title')}</th>
                <th scope="col">{t('content.announcements.shown')}</th>
                <th scope="col">{t('content.sort')}</th>
                <th scope="col">{t('content.announcements.createdAt')}</th>
                <th scope="col">{t('content.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" className="table__wide">
                    {textIn(entry.title) || t('content.untitled')}
                    <span className="table__sub">{Object.keys(entry.title).join(', ')}</span>
                  </th>
                  <td>{shownText(entry)}</td>
                  <td className="table__number">{entry.sort}</td>
                  <td>{formatTime(entry.created_at, i18n.language)}</td>
                  <td>
                    <EditButton what={textIn(entry.title) || `#${entry.id}`} onClick={() => edit(entry)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </CaptionedTable>
        )
      ) : null}
      <section aria-labelledby="content-announcement-form">
        <h3 id="content-announcement-form" ref={formTitle} tabIndex={-1}>
          {editing ? t('content.announcements.editTitle', { id: editing.id }) : t('content.announcements.newTitle')}
        </h3>
        <AnnouncementForm
          key={editing?.id ?? 'new'}
          siteId={siteId}
          languages={languagesWith(languages, editing?.title, editing?.content)}
          entry={editing}
          onCancel={editing ? () => edit(null) : null}
        />
      </section>
    </>
  );
}

/** Where an announcement shows, in words. */
function useShownText(): (entry: StoredAnnouncement) => string {
  const { t } = useTranslation();
  return (entry) => {
    const where = [
      entry.display_before_login ? t('content.announcements.beforeLogin') : null,
      entry.display_after_login ? t('content.announcements.afterLogin') : null,
      entry.display_marquee ? t('content.announcements.inMarquee') : null,
    ].filter(Boolean);
    return where.length ? where.join(', ') : t('content.announcements.hidden');
  };
}

function AnnouncementForm({
  siteId,
  languages,
  entry,
  onCancel,
}: {
  siteId: string;
  languages: string[];
  entry: StoredAnnouncement | null;
  onCancel: (() => void) | null;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const message = useMessage();
  const refetch = useRefetch(siteId);
  const id = useId();
  const [language, setLanguage] = useState(languages[0] ?? 'en_US');
  const { alert, done, setDone, attempt } = useOutcome();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: valuesOf(entry) });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const change = announcementChange(values, entry);
      if (entry && Object.keys(change).length === 0) {
        setDone(t('content.nothingChanged'));
        return;
      }
      if (entry) {
        const saved = await api.post<StoredAnnouncement>(sitePath(siteId, `announcements/${entry.id}`), change);
        reset(valuesOf(saved));
        setDone(t('content.announcements.saved', { id: saved.id }));
      } else {
        const { id } = await api.post<{ id: number }>(sitePath(siteId, 'announcements'), change);
        reset(valuesOf(null));
        setDone(t('content.announcements.created', { id }));
      }
      await refetch('announcements', 'marquee');
    }),
  );
  const titleError = (errors.title as { message?: string } | undefined)?.message;

  return (
    <form onSubmit={submit} noValidate className="form">
      <LanguageSelect languages={languages} value={language} onChange={setLanguage} />
      <TextsIn
        language={language}
        title={register(`title.${language}`)}
        content={register(`content.${language}`)}
        titleError={message(titleError)}
      />
      <fieldset className="fieldset">
        <legend>{t('content.announcements.shown')}</legend>
        <div className="check">
          <input type="checkbox" id={`${id}-before`} {...register('before')} />
          <label htmlFor={`${id}-before`}>{t('content.announcements.beforeLogin')}</label>
        </div>
        <div className="check">
          <input type="checkbox" id={`${id}-after`} {...register('after')} />
          <label htmlFor={`${id}-after`}>{t('content.announcements.afterLogin')}</label>
        </div>
      </fieldset>
      <TextField
        label={t('content.sort')}
        hint={t('content.sortHint')}
        inputMode="numeric"
        autoComplete="off"
        className="field--narrow"
        error={message(errors.sort?.message)}
        {...register('sort')}
      />
      <Outcome alert={alert} done={done} />
      <div className="row-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {entry ? t('content.save') : t('content.announcements.create')}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('content.announcements.backToNew')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
