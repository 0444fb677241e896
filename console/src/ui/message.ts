import { useTranslation } from 'react-i18next';
import type en from '../locales/en.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the console's texts. */
export type TextKey = Leaves<typeof en>;

/** A validation message (schemas give text keys) as text; null when there is none. */
export function useMessage(): (key: string | undefined) => string | null {
  const { t } = useTranslation();
  return (key) => (key ? t(key as TextKey) : null);
}
