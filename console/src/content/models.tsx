// The model lists: the home-page ads ('setting'), the sponsors and the entries beside the login
// form, one entry per language. The operator picks a list and a language, then edits an entry of
// it; only the fields changed are sent, and the pages in that language refresh.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import { useLanguageName } from '../sites/language-name.js';
import { CaptionedTable } from '../ui/captioned-table.js';
import { useErrorText } from '../ui/errors.js';
import { useMessage } from '../ui/message.js';
import { Outcome, useOutcome } from '../ui/outcome.js';
import { SelectField } from '../ui/select-field.js';
import { TextAreaField } from '../ui/text-area-field.js';
import { TextField } from '../ui/text-field.js';
import {
  CONTENT_MAX,
  EditButton,
  languagesWith,
  ListState,
  TITLE_MAX,
  useEditing,
  type SectionProps,
} from './fields.js';
import { modelsPath, sitePath, useContentList, useRefetch } from './queries.js';
import { MODEL_KINDS, MODEL_TEMPLATES, type ModelChange, type ModelEntry, type ModelKind } from './types.js';

const PATH_MAX = 500;
const DESCRIPTION_MAX = 2000;

/** Which fields each list has besides its title. */
const FIELDS: Record<ModelKind, readonly ('photo_path' | 'link' | 'description' | 'content')[]> = {
  setting: ['photo_path', 'link'],
  sponsor: ['description', 'photo_path', 'link'],
  login: ['content', 'photo_path'],
};

export function Models({ siteId, languages }: SectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const name = useLanguageName();
  const [kind, setKind] = useState<ModelKind>('setting');
  const list = useContentList(siteId, modelsPath(kind));
  const all = languagesWith(languages, Object.fromEntries((list.data?.items ?? []).map((m) => [m.language, ''])));
  const [language, setLanguage] = useState(languages[0] ?? 'en_US');
  const { editing, setEditing, edit, formTitle } = useEditing<ModelEntry>();
  // One row per slug: the first model_version stands for all (the api edits every version).
  const entries = (list.data?.items ?? [])
    .filter((entry) => entry.language === language)
    .filter((entry, i, shown) => shown.findIndex((e) => e.slug === entry.slug) === i);

  return (
    <>
      <div className="filters">
        <SelectField
          label={t('content.models.kind')}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as ModelKind);
            setEditing(null);
          }}
        >
          {MODEL_KINDS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`content.models.kinds.${choice}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('content.language')}
          value={language}
          onChange={(event) => {
            setLanguage(event.target.value);
            setEditing(null);
          }}
        >
          {all.map((code) => (
            <option key={code} value={code}>
              {name(code)}
            </option>
          ))}
        </SelectField>
      </div>
      <ListState pending={list.isPending} error={list.isError ? errorText(list.error) : null} />
      {list.data ? (
        entries.length === 0 ? (
          <p>{t('content.models.empty', { language: name(language) })}</p>
        ) : (
          <CaptionedTable
            id="content-models-list"
            caption={t('content.models.listTitle', {
              kind: t(`content.models.kinds.${kind}`),
              language: name(language),
            })}
          >
            <thead>
              <tr>
                <th scope="col">{t('content.title')}</th>
                <th scope="col">{t('content.models.slug')}</th>
                <th scope="col">{t('content.models.photo')}</th>
                <th scope="col">{t('content.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{entry.title || t('content.untitled')}</th>
                  <td>
                    <code>{entry.slug}</code>
                  </td>
                  <td>
                    <code>{entry.photo_path}</code>
                  </td>
                  <td>
                    <EditButton what={entry.title || entry.slug} onClick={() => edit(entry)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </CaptionedTable>
        )
      ) : null}
      {editing ? (
        <section aria-labelledby="content-model-form">
          <h3 id="content-model-form" ref={formTitle} tabIndex={-1}>
            {t('content.models.editTitle', { slug: editing.slug, language: name(editing.language) })}
          </h3>
          <ModelForm
            key={`${kind}:${editing.id}`}
            siteId={siteId}
            kind={kind}
            entry={editing}
            onCancel={() => edit(null)}
          />
        </section>
      ) : null}
    </>
  );
}

const schema = v.object({
  template: v.picklist(MODEL_TEMPLATES),
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('content.titleRequired'),
    v.maxLength(TITLE_MAX, 'content.titleRequired'),
  ),
  description: v.string(),
  content: v.string(),
  photo_path: v.pipe(v.string(), v.trim()),
  link: v.pipe(v.string(), v.trim()),
});
type Values = v.InferOutput<typeof schema>;

/** The body for the entry: its key and the fields that changed. */
export function modelChange(kind: ModelKind, entry: ModelEntry, values: Values): ModelChange | null {
  const change: ModelChange = { language: entry.language, slug: entry.slug };
  if (kind === 'setting') change.template = values.template;
  let changed = false;
  if (values.title !== entry.title) {
    change.title = values.title;
    changed = true;
  }
  for (const field of FIELDS[kind]) {
    if (values[field] !== entry[field]) {
      change[field] = values[field];
      changed = true;
    }
  }
  return changed ? change : null;
}

function ModelForm({
  siteId,
  kind,
  entry,
  onCancel,
}: {
  siteId: string;
  kind: ModelKind;
  entry: ModelEntry;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const message = useMessage();
  const refetch = useRefetch(siteId);
  const id = useId();
  const { alert, done, setDone, attempt } = useOutcome();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: {
      template: MODEL_TEMPLATES[0],
      title: entry.title,
      description: entry.description,
      content: entry.content,
      photo_path: entry.photo_path,
      link: entry.link,
    },
  });
  const fields = FIELDS[kind];

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const change = modelChange(kind, entry, values);
      if (!change) {
        setDone(t('content.nothingChanged'));
        return;
      }
      const answer = await api.post<{ published: boolean }>(sitePath(siteId, `models/${kind}`), change);
      setDone(
        [t('content.models.saved', { slug: entry.slug }), answer.published ? '' : t('content.notPublished')]
          .filter(Boolean)
          .join(' '),
      );
      await refetch(modelsPath(kind));
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="form" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`}>{t('content.models.intro')}</p>
      {kind === 'setting' ? (
        <SelectField
          label={t('content.models.template')}
          hint={t('content.models.templateHint')}
          {...register('template')}
        >
          {MODEL_TEMPLATES.map((template) => (
            <option key={template} value={template}>
              {template}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        label={t('content.title')}
        maxLength={TITLE_MAX}
        autoComplete="off"
        error={message(errors.title?.message)}
        {...register('title')}
      />
      {fields.includes('description') ? (
        <TextAreaField
          label={t('content.models.description')}
          rows={3}
          maxLength={DESCRIPTION_MAX}
          {...register('description')}
        />
      ) : null}
      {fields.includes('content') ? (
        <TextAreaField
          label={t('content.models.content')}
          hint={t('content.htmlHint')}
          rows={6}
          maxLength={CONTENT_MAX}
          spellCheck={false}
          {...register('content')}
        />
      ) : null}
      <TextField
        label={t('content.models.photo')}
        hint={t('content.models.photoHint')}
        maxLength={PATH_MAX}
        autoComplete="off"
        spellCheck={false}
        {...register('photo_path')}
      />
      {fields.includes('link') ? (
        <TextField
          label={t('content.models.link')}
          maxLength={PATH_MAX}
          autoComplete="off"
          spellCheck={false}
          {...register('link')}
        />
      ) : null}
      <Outcome alert={alert} done={done} />
      <div className="row-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('content.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('content.cancel')}
        </button>
      </div>
    </form>
  );
}
