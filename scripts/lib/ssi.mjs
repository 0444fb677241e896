// The server-side includes of the shell's page (build/index.html), resolved by scripts/serve.mjs as
// nginx's SSI module resolves them in production (deploy/nginx/shell.conf):
// `<!--# include virtual="/_first-paint/$request_id$croupier_path?$args" -->` becomes what the
// site's remotes draw first on the page (the first-paint host, first-paint-host.mjs; the nonce of
// the page's styles is the path's first segment), and on the home page
// `<!--# include virtual="/api/frame/$croupier_frame?site_id=$croupier_site_id&locale=$croupier_page_locale&$args" -->`
// the api's answer (home-banner: the first banner's <picture>), inside `<!--# if expr="$croupier_frame" -->`
// (nginx's other locations set no frame). A minimal subset: `include virtual` with $variables,
// and `if expr="$name"` (a variable set and not empty) up to its `endif`, not nested. The page never fails or waits long for it: a slow
// (SSI_TIMEOUT_MS), failed or non-2xx include is empty.

export const SSI_TIMEOUT_MS = 500;

const INCLUDE = /<!--#\s*include\s+virtual="([^"]*)"\s*-->/g;
const IF = /<!--#\s*if\s+expr="\$(\w+)"\s*-->([^]*?)<!--#\s*endif\s*-->/g;

/** The home page, as nginx's location: '/' or a language prefix alone ('/zh-CN', '/vi_VN/'). */
const HOME_PAGE = /^\/(?:([A-Za-z]{2}[-_][A-Za-z]{2})\/?)?$/;

/**
 * The includes' variables for a page (its path as requested, its raw query string without '?',
 * and the page's nonce): nginx's, and on the home page the api's frame of it.
 */
export function pageVariables(pathname, query, siteId, nonce) {
  const home = HOME_PAGE.exec(pathname);
  return {
    croupier_frame: home ? 'home-banner' : '',
    croupier_site_id: siteId ?? '',
    croupier_page_locale: home?.[1] ?? '',
    croupier_path: pathname,
    request_id: nonce,
    args: query ?? '',
  };
}

/** Put in as they are: the page's path and query string (already encoded, as nginx gives them), the frame's path and the nonce. */
const RAW_VARIABLES = new Set(['args', 'croupier_frame', 'croupier_path', 'request_id']);

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
export async function resolveIncludes(page, { variables, fetchText, timeoutMs = SSI_TIMEOUT_MS }) {
  const html = page.replace(IF, (_, name, inner) => (variables[name] ? inner : ''));
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
