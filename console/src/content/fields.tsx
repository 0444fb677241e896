// What the content sections share: the language a form writes in, texts per language and their
// checks, a list's load, and the choice of the listed entry a form edits.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import * as v from 'valibot';
import { useLanguageName } from '../sites/language-name.js';
import { Loading } from '../ui/loading.js';
import { Alert } from '../ui/outcome.js';
import { SelectField } from '../ui/select-field.js';
import { TextAreaField } from '../ui/text-area-field.js';
import { TextField } from '../ui/text-field.js';
import type { Texts } from './types.js';

/** What a section gets from the page: the site and what its settings offer. */
export interface SectionProps {
  siteId: string;
  /** The site's languages, the default first. */
  languages: string[];
  /** The site's currencies, the default first. */
  currencies: string[];
}

/** The texts without the languages left empty. */
export const compact = (texts: Texts | undefined): Texts =>
  Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => text.trim() !== ''));

/** Whether two sets of texts say the same in every language. */
export const sameTexts = (a: Texts, b: Texts): boolean => {
  const left = compact(a);
  const right = compact(b);
  return Object.keys(left).length === Object.keys(right).length && Object.keys(left).every((k) => left[k] === right[k]);
};

/** The longest title and content (HTML source) the api takes, in each language. */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;

/** Texts per language, as a form holds them (a language left empty is dropped when sent). */
export const textsSchema = v.record(v.string(), v.string());

/** A title, written in one language at least. */
export const titleSchema = v.pipe(
  textsSchema,
  v.check((texts) => Object.keys(compact(texts)).length > 0, 'content.titleRequired'),
);

const SORT_LIMIT = 1_000_000;

/** A sort order as typed: a whole number the api takes. */
export const sortSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => /^-?\d+$/.test(text) && Math.abs(Number(text)) <= SORT_LIMIT, 'content.sortInvalid'),
);

/** The text in `language`, else English, else any; '' when there is none. */
export const textIn = (texts: Texts, language = 'en_US'): string =>
  texts[language] ?? texts.en_US ?? Object.values(texts).find(Boolean) ?? '';

/** The site's languages, then any other one the texts are written in. */
export const languagesWith = (languages: string[], ...texts: (Texts | undefined)[]): string[] => [
  ...new Set([...languages, ...texts.flatMap((t) => Object.keys(t ?? {}))]),
];

/** The language a form's texts are written in now; the other languages keep what was typed. */
export function LanguageSelect({
  languages,
  value,
  onChange,
}: {
  languages: string[];
  value: string;
  onChange: (language: string) => void;
}) {
  const { t } = useTranslation();
  const name = useLanguageName();
  return (
    <SelectField
      label={t('content.language')}
      hint={t('content.languageHint')}
      className="field--narrow"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {languages.map((code) => (
        <option key={code} value={code}>
          {name(code)}
        </option>
      ))}
    </SelectField>
  );
}

/** An entry's title and content in one language; the content is its HTML source, never rendered. */
export function TextsIn({
  language,
  title,
  content,
  titleError,
}: {
  language: string;
  title: UseFormRegisterReturn;
  content: UseFormRegisterReturn;
  titleError: string | null;
}) {
  const { t } = useTranslation();
  const name = useLanguageName();
  return (
    <>
      <TextField
        key={`title-${language}`}
        label={t('content.titleIn', { language: name(language) })}
        maxLength={TITLE_MAX}
        autoComplete="off"
        error={titleError}
        {...title}
      />
      <TextAreaField
        key={`content-${language}`}
        label={t('content.htmlIn', { language: name(language) })}
        hint={t('content.htmlHint')}
        rows={6}
        maxLength={CONTENT_MAX}
        spellCheck={false}
        {...content}
      />
    </>
  );
}

/** A list's load: null once it has its data, else what to show meanwhile. */
export function ListState({ pending, error }: { pending: boolean; error: string | null }) {
  if (pending) return <Loading />;
  return <Alert text={error} />;
}

/**
 * The entry a section's form edits (null: a new one); choosing one moves the focus to the form's
 * title (`formTitle`), once it reads the new one.
 */
export function useEditing<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const edit = (entry: T | null) => {
    setEditing(entry);
    requestAnimationFrame(() => formTitle.current?.focus());
  };
  return { editing, setEditing, edit, formTitle };
}

/** A list row's edit button, named by what it edits. */
export function EditButton({ what, onClick }: { what: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button" aria-label={t('content.editOf', { what })} onClick={onClick}>
      {t('content.edit')}
    </button>
  );
}
