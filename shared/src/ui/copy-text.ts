// Copies a text with the Clipboard API and says so in a toast; where the browser refuses (no
// clipboard, no permission, an insecure page) the toast asks the member to copy it by hand. The
// messages are the app's, already translated.
import { toast } from './toast/toast.js';

export async function copyText(text: string, messages: { copied: string; failed: string }): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast.show(messages.copied, { type: 'success' });
  } catch {
    toast.show(messages.failed, { type: 'warning' });
  }
}
