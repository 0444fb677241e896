// The marquee: its lines as they are, edited in one form and published in one go (the api replaces
// the marquee: the old lines stay announcements, the new ones become announcements shown in the
// marquee and the news). Each line's content is HTML source, edited in a textarea.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import { useLanguageName } from '../sites/language-name.js';
import { useErrorText } from '../ui/errors.js';
import { useMessage } from '../ui/message.js';
import { Outcome, useOutcome } from '../ui/outcome.js';
import { TextAreaField } from '../ui/text-area-field.js';
import { TextField } from '../ui/text-field.js';
import {
  compact,
  CONTENT_MAX,
  LanguageSelect,
  languagesWith,
  ListState,
  textsSchema,
  TITLE_MAX,
  titleSchema,
  type SectionProps,
} from './fields.js';
import { sitePath, useContentList, useRefetch } from './queries.js';
import type { MarqueeItem, StoredAnnouncement } from './types.js';

/** The most lines the api takes. */
export const MARQUEE_MAX = 20;

const schema = v.object({
  items: v.array(
    v.object({
      title: titleSchema,
      content: textsSchema,
    }),
  ),
});
type Values = v.InferOutput<typeof schema>;

const valuesOf = (items: StoredAnnouncement[]): Values => ({
  items: items.map((item) => ({ title: { ...item.title }, content: { ...item.content } })),
});

export function Marquee(props: SectionProps) {
  const errorText = useErrorText();
  const list = useContentList(props.siteId, 'marquee');
  return (
    <>
      <ListState pending={list.isPending} error={list.isError ? errorText(list.error) : null} />
      {list.data ? <MarqueeForm {...props} items={list.data.items} /> : null}
    </>
  );
}

function MarqueeForm({ siteId, languages, items }: SectionProps & { items: StoredAnnouncement[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const message = useMessage();
  const name = useLanguageName();
  const refetch = useRefetch(siteId);
  const all = languagesWith(languages, ...items.flatMap((item) => [item.title, item.content]));
  const [language, setLanguage] = useState(all[0] ?? 'en_US');
  const { alert, done, setDone, attempt } = useOutcome();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: valuesOf(items) });
  const lines = useFieldArray({ control, name: 'items' });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const body: { items: MarqueeItem[] } = {
        items: values.items.map((item, i) => ({
          title: compact(item.title),
          content: compact(item.content),
          sort: i + 1,
        })),
      };
      const { ids } = await api.post<{ ids: number[] }>(sitePath(siteId, 'marquee'), body);
      setDone(t('content.marquee.published', { count: ids.length }));
      await refetch('marquee', 'announcements');
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="form">
      <p>{t('content.marquee.intro')}</p>
      <LanguageSelect languages={all} value={language} onChange={setLanguage} />
      {lines.fields.length === 0 ? <p>{t('content.marquee.empty')}</p> : null}
      {lines.fields.map((field, i) => (
        <fieldset key={field.id} className="fieldset">
          <legend>{t('content.marquee.line', { number: i + 1 })}</legend>
          <TextField
            key={`title-${language}`}
            label={t('content.titleIn', { language: name(language) })}
            maxLength={TITLE_MAX}
            autoComplete="off"
            error={message((errors.items?.[i]?.title as { message?: string } | undefined)?.message)}
            {...register(`items.${i}.title.${language}`)}
          />
          <TextAreaField
            key={`content-${language}`}
            label={t('content.htmlIn', { language: name(language) })}
            rows={3}
            maxLength={CONTENT_MAX}
            spellCheck={false}
            {...register(`items.${i}.content.${language}`)}
          />
          <div className="row-actions">
            <button
              type="button"
              className="button"
              disabled={i === 0}
              onClick={() => lines.move(i, i - 1)}
              aria-label={t('content.marquee.moveUp', { number: i + 1 })}
            >
              {t('content.moveUp')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => lines.remove(i)}
              aria-label={t('content.marquee.remove', { number: i + 1 })}
            >
              {t('content.remove')}
            </button>
          </div>
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          className="button"
          disabled={lines.fields.length >= MARQUEE_MAX}
          onClick={() => lines.append({ title: {}, content: {} })}
        >
          {t('content.marquee.add')}
        </button>
      </p>
      <Outcome alert={alert} done={done} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('content.marquee.publish')}
      </button>
    </form>
  );
}
