// A site's languages: a checkbox per interface language and the default one among those checked
// (the api's LANGUAGE list starts with it), and the checks of what a site form shares. Used by the
// settings form and the new site form.
import { useId } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useMessage } from '../ui/message.js';
import { SelectField } from '../ui/select-field.js';
import { useLanguageName } from './language-name.js';
import { LANGUAGE_CODES } from './settings-queries.js';

/** The fields this fieldset owns in a form's values. */
export interface LanguageValues {
  languages: string[];
  defaultLanguage: string;
}

/** The LANGUAGE list: the default first, then the others in `order` (the list as it was), then any new ones. */
export function languageList({ languages, defaultLanguage }: LanguageValues, order: string[] = []): string[] {
  const rest = [...order, ...LANGUAGE_CODES].filter((code) => languages.includes(code) && code !== defaultLanguage);
  return [defaultLanguage, ...new Set(rest)];
}

/** A comma list of currency codes as the api takes it: upper case, no spaces. */
export const currencyList = (text: string): string[] =>
  text
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

const CURRENCIES_PATTERN = /^[A-Z]{3,5}(,[A-Z]{3,5}){0,19}$/;

/** A site form's languages (the default among them) and its currencies as typed. */
export const localeEntries = {
  languages: v.pipe(v.array(v.string()), v.minLength(1, 'siteSettings.languagesRequired')),
  defaultLanguage: v.string(),
  currencies: v.pipe(
    v.string(),
    v.check((text) => CURRENCIES_PATTERN.test(currencyList(text).join(',')), 'siteSettings.currenciesInvalid'),
    v.check((text) => new Set(currencyList(text)).size === currencyList(text).length, 'siteSettings.currenciesTwice'),
  ),
};

export function LanguagesFieldset<T extends LanguageValues>({
  control,
  register,
  errors,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: { languages?: { message?: string }; defaultLanguage?: { message?: string } };
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const name = useLanguageName();
  const id = useId();
  // The generic form is this fieldset's values and more: its two fields are read by name.
  const own = control as unknown as Control<LanguageValues>;
  const ownRegister = register as unknown as UseFormRegister<LanguageValues>;
  const checked = useWatch({ control: own, name: 'languages' }) ?? [];
  const languagesError = message(errors.languages?.message);

  return (
    <fieldset
      className="fieldset"
      aria-describedby={[`${id}-hint`, languagesError ? `${id}-error` : null].filter(Boolean).join(' ')}
    >
      <legend>{t('siteSettings.languages')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('siteSettings.languagesHint')}
      </p>
      <div className="check-columns">
        {LANGUAGE_CODES.map((code) => (
          <div className="check" key={code}>
            <input type="checkbox" id={`${id}-${code}`} value={code} {...ownRegister('languages')} />
            <label htmlFor={`${id}-${code}`}>
              {name(code)} <code>{code}</code>
            </label>
          </div>
        ))}
      </div>
      {languagesError ? (
        <p id={`${id}-error`} className="field__error">
          {languagesError}
        </p>
      ) : null}
      <SelectField
        label={t('siteSettings.defaultLanguage')}
        className="field--narrow check-group"
        error={message(errors.defaultLanguage?.message)}
        {...ownRegister('defaultLanguage')}
      >
        {checked.length === 0 ? <option value="">{t('siteSettings.chooseLanguages')}</option> : null}
        {LANGUAGE_CODES.filter((code) => checked.includes(code)).map((code) => (
          <option key={code} value={code}>
            {name(code)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
