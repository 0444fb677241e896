// Copies a text with the Clipboard API and says so in a toast; where the browser refuses (no
// clipboard, no permission, an insecure page) the toast asks the member to copy it by hand.
import type { TFunction } from 'i18next';
import { toast } from '@croupier/shared';

export async function copyText(text: string, t: TFunction): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast.show(t('recommend.copied'), { type: 'success' });
  } catch {
    toast.show(t('recommend.copy_failed'), { type: 'warning' });
  }
}
