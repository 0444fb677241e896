// Text put into HTML (element content or a quoted attribute) or into SVG/XML: the five characters
// that could end the text or open markup, as entities. The api's server-rendered pages and
// pictures use it, and the sanitiser where no DOM is at hand.

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
