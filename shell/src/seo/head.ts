// Writes the page's title, meta description and robots meta into <head>.

export interface HeadValues {
  title: string;
  description: string;
  /** The error page: `<meta name="robots" content="noindex">` while it shows. */
  noindex?: boolean;
}

function metaNamed(doc: Document, name: string): HTMLMetaElement | null {
  return doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
}

export function applyHead(values: HeadValues, doc: Document = document): void {
  if (values.title) doc.title = values.title;

  let description = metaNamed(doc, 'description');
  if (!description) {
    description = doc.createElement('meta');
    description.name = 'description';
    doc.head.appendChild(description);
  }
  description.content = values.description;

  const robots = metaNamed(doc, 'robots');
  if (values.noindex && !robots) {
    const meta = doc.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    doc.head.appendChild(meta);
  } else if (values.noindex && robots) {
    robots.content = 'noindex';
  } else if (!values.noindex && robots?.content === 'noindex') {
    robots.remove();
  }
}
