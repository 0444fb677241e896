// The kit's strings, from the 'common' namespace. English defaults keep the kit usable before
// 'common' is loaded, and useSuspense is off so a toast or dialog never suspends the page.
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/resources.js';

/** Spec 02 §9: the default error text of a dialog. */
const DIALOG_DEFAULT_ERROR = 'Illegal input';

const OPTIONS = { useSuspense: false } as const;

export interface UiText {
  close: string;
  confirm: string;
  cancel: string;
  illegalInput: string;
}

export function useUiText(): UiText {
  const { t } = useTranslation(COMMON_NAMESPACE, OPTIONS);
  return {
    close: t('close', 'Close'),
    confirm: t('confirm', 'Confirm'),
    cancel: t('cancel', 'Cancel'),
    illegalInput: t('illegalInput', DIALOG_DEFAULT_ERROR),
  };
}
