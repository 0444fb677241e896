// What the page asks the browser to store: every document.cookie write, parsed. The write still
// reaches jsdom's real cookie jar, so a test can read the cookie back as the page would.

export interface CookieWrite {
  name: string;
  value: string;
  /** Attribute names lower-cased (`path`, `samesite`, `max-age`, `secure`); a flag maps to true. */
  attributes: Record<string, string | true>;
}

export function parseCookieWrite(text: string): CookieWrite {
  const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  return {
    name: pair.slice(0, eq),
    value: pair.slice(eq + 1),
    attributes: Object.fromEntries(
      attributes.filter(Boolean).map((attribute) => {
        const [key = '', ...rest] = attribute.split('=');
        return [key.toLowerCase(), rest.length ? rest.join('=') : true];
      }),
    ),
  };
}

/** Records the writes of each test (restored after it). */
export function recordCookieWrites(): CookieWrite[] {
  const writes: CookieWrite[] = [];
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    writes.length = 0;
    spy = jest.spyOn(document, 'cookie', 'set');
    spy.mockImplementation(function (this: Document, text: string) {
      writes.push(parseCookieWrite(text));
      (Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set as (v: string) => void).call(this, text);
    });
  });
  afterEach(() => spy?.mockRestore());
  return writes;
}

/** Removes every cookie jsdom holds for the page. */
export function clearCookies(): void {
  for (const part of document.cookie
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    document.cookie = `${part.split('=')[0]}=; Max-Age=0; Path=/`;
  }
}
