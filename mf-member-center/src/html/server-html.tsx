// Operator HTML (letters, announcements) through the shared sanitiser; nothing until it loaded.
import { useSanitizedHtml } from '@croupier/shared';

export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const safe = useSanitizedHtml(html);
  return safe === null ? null : <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
