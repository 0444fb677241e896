// The one server-side include of the shell's page (build/index.html), resolved by scripts/serve.mjs
// as nginx's SSI module resolves it in production (deploy/nginx/shell.conf): on the home page
// `<!--# include virtual="/api/frame/home-banner?site_id=$croupier_site_id&locale=$croupier_page_locale" -->`
// becomes the api's answer (the first banner's <picture>). A minimal subset: `include virtual`
// with $variables only. The page never fails or waits long for it: a slow (SSI_TIMEOUT_MS),
// failed or non-2xx include is empty. Other pages keep the comment, as nginx (ssi off there) does.

export const SSI_TIMEOUT_MS = 500;

const INCLUDE = /<!--#\s*include\s+virtual="([^"]*)"\s*-->/g;

/** The shell's home page: '/' or a language prefix alone ('/zh-CN', '/vi_VN/'), as nginx's home locations. */
const HOME_PAGE = /^\/(?:([A-Za-z]{2}[-_][A-Za-z]{2})\/?)?$/;

/** The include's variables for a page path, or null when the page is not a home page (no include). */
export function homeFrameVariables(pathname, siteId) {
  const match = HOME_PAGE.exec(pathname);
  if (!match) return null;
  return { croupier_site_id: siteId ?? '', croupier_page_locale: match[1] ?? '' };
}

/** `$name` and `${name}` replaced by the variable's value, URL-encoded (an unknown one is empty). */
export const expandVariables = (uri, variables) =>
  uri.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced, bare) => encodeURIComponent(variables[braced ?? bare] ?? ''));

/**
 * Resolves every `include virtual` of `html` with `fetchText(uri, signal)` (the body of a 2xx
 * answer, else null), all at once, each given `timeoutMs`.
 */
export async function resolveIncludes(html, { variables, fetchText, timeoutMs = SSI_TIMEOUT_MS }) {
  const uris = [...html.matchAll(INCLUDE)].map((match) => expandVariables(match[1], variables));
  const bodies = await Promise.all(
    uris.map((uri) =>
      fetchText(uri, AbortSignal.timeout(timeoutMs)).then(
        (body) => body ?? '',
        () => '',
      ),
    ),
  );
  let i = 0;
  return html.replace(INCLUDE, () => bodies[i++]);
}
