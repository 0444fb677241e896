// A bulletin's operator HTML through the shared sanitiser (nothing until it has loaded).
import { useSanitizedHtml } from '@croupier/shared';

export function BulletinContent({ html }: { html: string }) {
  const safe = useSanitizedHtml(html);
  return safe === null ? null : <div className="mfpr-bulletin__content" dangerouslySetInnerHTML={{ __html: safe }} />;
}
