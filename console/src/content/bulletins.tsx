// The pop-up bulletins: every bulletin of the site (live ones first), and a form that writes one,
// new or an edit of a listed one, in its group (the guests, or the members everywhere or on the
// deposit page) with the group's frequency. The content is HTML source, edited in a textarea.
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
import { SelectField } from '../ui/select-field.js';
import { TextField } from '../ui/text-field.js';
import {
  compact,
  EditButton,
  LanguageSelect,
  languagesWith,
  ListState,
  sortSchema,
  textIn,
  TextsIn,
  textsSchema,
  titleSchema,
  useEditing,
  type SectionProps,
} from './fields.js';
import { sitePath, useContentList, useRefetch } from './queries.js';
import type { BulletinDevice, BulletinList, BulletinsBody, StoredBulletin } from './types.js';

const GROUPS = ['guest', 'member:2', 'member:3'] as const;
type Group = (typeof GROUPS)[number];
const groupOf = (b: Pick<StoredBulletin, 'audience' | 'display_location'>): Group =>
  b.audience === 'guest' ? 'guest' : b.display_location === 3 ? 'member:3' : 'member:2';
/** A group's text key (a key holds no ':', i18next's namespace separator). */
const groupKey = (group: Group) => (group === 'guest' ? 'guest' : group === 'member:3' ? 'member3' : 'member2');
/** bulletin settings' display_location of a group: 0 the guests'. */
const settingsLocation = (group: Group) => (group === 'guest' ? 0 : Number(group.slice('member:'.length)));
const frequencyOf = (list: BulletinList, group: Group): '0' | '1' =>
  String(list.settings.find((s) => s.display_location === settingsLocation(group))?.display_frequency ?? 1) as
    '0' | '1';

const schema = v.object({
  group: v.picklist(GROUPS),
  frequency: v.picklist(['0', '1']),
  device: v.picklist(['0', '1', '2']),
  title: titleSchema,
  content: textsSchema,
  sort: sortSchema,
  active: v.boolean(),
  replace: v.boolean(),
});
type Values = v.InferOutput<typeof schema>;

export function bulletinsBody(values: Values, id: number | null): BulletinsBody {
  const group = values.group;
  return {
    audience: group === 'guest' ? 'guest' : 'member',
    ...(group === 'guest' ? {} : { display_location: settingsLocation(group) as 2 | 3 }),
    display_frequency: Number(values.frequency) as 0 | 1,
    replace: values.replace,
    items: [
      {
        ...(id !== null ? { id } : {}),
        display_device: Number(values.device) as BulletinDevice,
        title: compact(values.title),
        content: compact(values.content),
        sort: Number(values.sort),
        active: values.active ? 1 : 0,
      },
    ],
  };
}

export function Bulletins({ siteId, languages }: SectionProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const list = useContentList(siteId, 'bulletins');
  const { editing, edit, formTitle } = useEditing<StoredBulletin>();

  return (
    <>
      <ListState pending={list.isPending} error={list.isError ? errorText(list.error) : null} />
      {list.data ? (
        <>
          {list.data.items.length === 0 ? (
            <p>{t('content.bulletins.empty')}</p>
          ) : (
            <CaptionedTable id="content-bulletins-list" caption={t('content.bulletins.listTitle')}>
              <thead>
                <tr>
                  <th scope="col">{t('content.title')}</th>
                  <th scope="col">{t('content.bulletins.group')}</th>
                  <th scope="col">{t('content.bulletins.device')}</th>
                  <th scope="col">{t('content.bulletins.live')}</th>
                  <th scope="col">{t('content.sort')}</th>
                  <th scope="col">{t('content.bulletins.updated')}</th>
                  <th scope="col">{t('content.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row" className="table__wide">
                      {textIn(entry.title) || t('content.untitled')}
                    </th>
                    <td>{t(`content.bulletins.groups.${groupKey(groupOf(entry))}`)}</td>
                    <td>{t(`content.bulletins.devices.${entry.display_device}`)}</td>
                    <td>{entry.active ? t('content.yes') : t('content.no')}</td>
                    <td className="table__number">{entry.sort}</td>
                    <td>{formatTime(entry.updated_at, i18n.language)}</td>
                    <td>
                      <EditButton what={textIn(entry.title) || `#${entry.id}`} onClick={() => edit(entry)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </CaptionedTable>
          )}
          <section aria-labelledby="content-bulletin-form">
            <h3 id="content-bulletin-form" ref={formTitle} tabIndex={-1}>
              {editing ? t('content.bulletins.editTitle', { id: editing.id }) : t('content.bulletins.newTitle')}
            </h3>
            <BulletinForm
              key={editing?.id ?? 'new'}
              siteId={siteId}
              languages={languagesWith(languages, editing?.title, editing?.content)}
              list={list.data}
              entry={editing}
              onCancel={editing ? () => edit(null) : null}
            />
          </section>
        </>
      ) : null}
    </>
  );
}

function BulletinForm({
  siteId,
  languages,
  list,
  entry,
  onCancel,
}: {
  siteId: string;
  languages: string[];
  list: BulletinList;
  entry: StoredBulletin | null;
  onCancel: (() => void) | null;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const message = useMessage();
  const refetch = useRefetch(siteId);
  const id = useId();
  const [language, setLanguage] = useState(languages[0] ?? 'en_US');
  const { alert, done, setDone, attempt } = useOutcome();
  const group = entry ? groupOf(entry) : 'guest';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: {
      group,
      frequency: frequencyOf(list, group),
      device: String(entry?.display_device ?? 0) as Values['device'],
      title: { ...(entry?.title ?? {}) },
      content: { ...(entry?.content ?? {}) },
      sort: String(entry?.sort ?? 0),
      active: entry ? entry.active === 1 : true,
      replace: false,
    },
  });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const { ids } = await api.post<{ ids: number[] }>(
        sitePath(siteId, 'bulletins'),
        bulletinsBody(values, entry?.id ?? null),
      );
      setDone(entry ? t('content.bulletins.saved', { id: ids[0] }) : t('content.bulletins.created', { id: ids[0] }));
      if (!entry) reset();
      await refetch('bulletins');
    }),
  );
  const titleError = (errors.title as { message?: string } | undefined)?.message;

  return (
    <form onSubmit={submit} noValidate className="form">
      {entry ? (
        <p>{t('content.bulletins.inGroup', { group: t(`content.bulletins.groups.${groupKey(group)}`) })}</p>
      ) : (
        <SelectField label={t('content.bulletins.group')} {...register('group')}>
          {GROUPS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`content.bulletins.groups.${groupKey(choice)}`)}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label={t('content.bulletins.frequency')}
        hint={t('content.bulletins.frequencyHint')}
        {...register('frequency')}
      >
        <option value="1">{t('content.bulletins.frequencies.1')}</option>
        <option value="0">{t('content.bulletins.frequencies.0')}</option>
      </SelectField>
      <SelectField label={t('content.bulletins.device')} {...register('device')}>
        {(['0', '1', '2'] as const).map((device) => (
          <option key={device} value={device}>
            {t(`content.bulletins.devices.${device}`)}
          </option>
        ))}
      </SelectField>
      <LanguageSelect languages={languages} value={language} onChange={setLanguage} />
      <TextsIn
        language={language}
        title={register(`title.${language}`)}
        content={register(`content.${language}`)}
        titleError={message(titleError)}
      />
      <TextField
        label={t('content.sort')}
        inputMode="numeric"
        autoComplete="off"
        className="field--narrow"
        error={message(errors.sort?.message)}
        {...register('sort')}
      />
      <div className="check">
        <input type="checkbox" id={`${id}-active`} {...register('active')} />
        <label htmlFor={`${id}-active`}>{t('content.bulletins.active')}</label>
      </div>
      <div className="check">
        <input type="checkbox" id={`${id}-replace`} aria-describedby={`${id}-replace-hint`} {...register('replace')} />
        <label htmlFor={`${id}-replace`}>{t('content.bulletins.replace')}</label>
        <span className="check__hint" id={`${id}-replace-hint`}>
          {t('content.bulletins.replaceHint')}
        </span>
      </div>
      <Outcome alert={alert} done={done} />
      <div className="row-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {entry ? t('content.save') : t('content.bulletins.create')}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('content.bulletins.backToNew')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
