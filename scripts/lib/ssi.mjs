// The one server-side include of the shell's page (build/index.html), resolved by scripts/serve.mjs
// as nginx's SSI module resolves it in production (deploy/nginx/shell.conf):
// `<!--# include virtual="/api/frame/$croupier_frame?site_id=$croupier_site_id&locale=$croupier_page_locale&$args" -->`
// becomes the api's answer for the page: on the home page the first banner's <picture>
// (home-banner), on a provider's slot list its first game arts (slot-list, with the page's own
// query), on a game type's hall its head (game-hall/{gt_id}). A minimal subset: `include
// virtual` with $variables only. The page never fails or waits long for it: a slow
// (SSI_TIMEOUT_MS), failed or non-2xx include is empty. Other pages keep the comment, as nginx
// (ssi off there) does.

export const SSI_TIMEOUT_MS = 500;

const INCLUDE = /<!--#\s*include\s+virtual="([^"]*)"\s*-->/g;

/** The pages with a frame, as nginx's locations: the api's frame for each, and the page's language prefix. */
const FRAME_PAGES = [
  // '/' or a language prefix alone ('/zh-CN', '/vi_VN/').
  { pattern: /^\/(?:([A-Za-z]{2}[-_][A-Za-z]{2})\/?)?$/, frame: () => 'home-banner' },
  // A provider's slot list ('/slotgame', '/zh-CN/slotgame').
  { pattern: /^(?:\/([A-Za-z]{2}[-_][A-Za-z]{2}))?\/slotgame\/?$/, frame: () => 'slot-list' },
  // A game type's hall ('/gameHall/3', '/zh-CN/gameHall/3').
  {
    pattern: /^(?:\/([A-Za-z]{2}[-_][A-Za-z]{2}))?\/gameHall\/(\d{1,4})\/?$/,
    frame: (match) => `game-hall/${match[2]}`,
  },
];

/**
 * The include's variables for a page (its path and raw query string, without '?'), or null when
 * the page has no frame (no include).
 */
export function frameVariables(pathname, query, siteId) {
  for (const { pattern, frame } of FRAME_PAGES) {
    const match = pattern.exec(pathname);
    if (match)
      return {
        croupier_frame: frame(match),
        croupier_site_id: siteId ?? '',
        croupier_page_locale: match[1] ?? '',
        args: query ?? '',
      };
  }
  return null;
}

/** Put in as they are: the page's query string (already encoded, as nginx gives it) and the frame's path, which the locations above write. */
const RAW_VARIABLES = new Set(['args', 'croupier_frame']);

/**
 * `$name` and `${name}` replaced by the variable's value, URL-encoded (an unknown one is empty),
 * but for RAW_VARIABLES.
 */
export const expandVariables = (uri, variables) =>
  uri.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced, bare) => {
    const name = braced ?? bare;
    const value = variables[name] ?? '';
    return RAW_VARIABLES.has(name) ? value : encodeURIComponent(value);
  });

/**
 * Resolves every `include virtual` of `html` with `fetchText(uri, signal)` (the body of a 2xx
 * answer, else null), all at once, each given `timeoutMs`.
 */
export async function resolveIncludes(html, { variables, fetchText, timeoutMs = SSI_TIMEOUT_MS }) {
  const uris = [...html.matchAll(INCLUDE)].map((match) => expandVariables(match[1], variables));
  const bodies = await Promise.all(uris.map((uri) => includeBody(uri, fetchText, timeoutMs)));
  let i = 0;
  return html.replace(INCLUDE, () => bodies[i++]);
}

/** `fetchText`'s body, or '' when it fails or is aborted after `timeoutMs`. */
async function includeBody(uri, fetchText, timeoutMs) {
  const controller = new AbortController();
  // A setTimeout rather than AbortSignal.timeout: a test's fake clock drives it.
  const timer = setTimeout(
    () => controller.abort(new DOMException('The include took too long', 'TimeoutError')),
    timeoutMs,
  );
  try {
    return (await fetchText(uri, controller.signal)) ?? '';
  } catch {
    return '';
  } finally {
    clearTimeout(timer);
  }
}
