// The server-side includes of the shell's page (build/index.html), resolved by scripts/serve.mjs as
// nginx's SSI module resolves them in production (deploy/nginx/shell.conf):
// `<!--# include virtual="/_first-paint/$request_id$croupier_path?$args" -->` becomes what the
// site's remotes draw first on the page (the first-paint host, first-paint-host.mjs; the nonce of
// the page's styles is the path's first segment). A minimal subset: `include virtual` with
// $variables, and `if expr="$name"` (a variable set and not empty) up to its `endif`, not nested.
// The page never fails or waits long for it: a slow (SSI_TIMEOUT_MS), failed or non-2xx include is
// empty.

export const SSI_TIMEOUT_MS = 500;

const INCLUDE = /<!--#\s*include\s+virtual="([^"]*)"\s*-->/g;
const IF = /<!--#\s*if\s+expr="\$(\w+)"\s*-->([^]*?)<!--#\s*endif\s*-->/g;

/**
 * The includes' variables for a page (its path as requested, its raw query string without '?',
 * and the page's nonce), as nginx gives them.
 */
export function pageVariables(pathname, query, nonce) {
  return {
    croupier_path: pathname,
    request_id: nonce,
    args: query ?? '',
  };
}

/** Put in as they are: the page's path and query string (already encoded, as nginx gives them) and the nonce. */
const RAW_VARIABLES = new Set(['args', 'croupier_path', 'request_id']);

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
