// The development sign-in provider (CROUPIER_DEV_OAUTH=1 only; never in production): a page that
// asks which seeded member to sign in as, then sends the popup back to /authCallback with a
// one-time code, as a real provider would after its own sign-in.
//   GET  /api/auth/dev/authorize?redirect_uri=&state=&site_id=   the page
//   POST /api/auth/dev/authorize (form: member_account, action signin|cancel, redirect_uri, state, site_id)
//        -> 302 redirect_uri?code=&state=&provider=dev   (or ?error=access_denied&state=)
// redirect_uri must be http(s), end at /authCallback, and be on an origin the api allows (CORS_ORIGINS,
// or any localhost origin by default): the page never sends a code anywhere else.
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { AUTH_CALLBACK_PATH, escapeHtml } from '@croupier/shared/contracts';
import type { Config } from '../../config.js';
import { ApiCode } from '../../http/api-codes.js';
import { exactValidator } from '../../http/exact-validator.js';
import { fail } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import { isSiteOrigin } from '../../http/site-origins.js';
import { DEV_PROVIDER } from '../../services/auth/index.js';
import type { AuthRoutePlugin } from './auth-services.js';

// The oldest accounts first: the seeded demo members (social01 among them) stay on the page however
// many members the seed's agent tree or a test run registers after them.
const MEMBERS_SHOWN = 50;

// Checked as sent (exactValidator): the page posts a form, so every value is text.
const Query = Type.Object({
  redirect_uri: Type.String({ maxLength: 500 }),
  state: Type.Optional(Type.String({ maxLength: 128 })),
  site_id: SiteId,
});
const Choice = Type.Object({
  ...Query.properties,
  member_account: Type.Optional(Type.String({ maxLength: 64 })),
  /** Which button: 'signin' or 'cancel'. */
  action: Type.Optional(Type.String({ maxLength: 8 })),
});
const BAD_REDIRECT = 'redirect_uri must be an allowed /authCallback URL';

/** The callback URL when it may receive a code, else null. */
export function allowedRedirect(raw: string, config: Pick<Config, 'corsOrigins'>): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== AUTH_CALLBACK_PATH || url.username || url.password)
    return null;
  return isSiteOrigin(url.origin, config) ? url : null;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f2f4f7;color:#101828}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 4px 12px rgba(16,24,40,.12)}
h1{font-size:1.25rem;margin:0 0 .5rem}fieldset{border:1px solid #d0d5dd;border-radius:8px;margin:1rem 0;padding:.5rem 1rem}
label{display:block;padding:.25rem 0}.actions{display:flex;gap:.5rem}
button{min-height:40px;padding:8px 16px;border:1px solid #d0d5dd;border-radius:8px;background:#fff;font:inherit;font-weight:600}
button[value=signin]{background:#175cd3;border-color:#175cd3;color:#fff}
</style></head><body><main>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(html);
}

export const devAuthorizeRoute: AuthRoutePlugin = async (app, { config, services, auth }) => {
  const activeMembers = services.db.prepare(
    `SELECT member_account, member_currency FROM members WHERE site_id = ? AND status = 'active'
     ORDER BY id LIMIT ${MEMBERS_SHOWN}`,
  );

  app.get(
    '/auth/dev/authorize',
    { schema: { querystring: Query }, validatorCompiler: exactValidator },
    async (request, reply) => {
      const redirect = allowedRedirect(request.query.redirect_uri, config);
      if (!redirect) return reply.code(400).send(fail(ApiCode.invalidRequest, BAD_REDIRECT));
      const { state = '', site_id } = request.query;
      const members = activeMembers.all(site_id) as { member_account: string; member_currency: string }[];
      const hidden = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      const options = members
        .map(
          (m, i) =>
            `<label><input type="radio" name="member_account" value="${escapeHtml(m.member_account)}"${i === 0 ? ' required' : ''}> ${escapeHtml(m.member_account)} (${escapeHtml(m.member_currency)})</label>`,
        )
        .join('\n');
      return sendPage(
        reply,
        200,
        page(
          'Croupier Dev Sign-in',
          `<h1>Croupier Dev Sign-in</h1>
<p>Development only: choose the member to sign in as. A real provider would ask for its own credentials here.</p>
<form method="post" action="authorize">
${hidden('redirect_uri', redirect.href)}${hidden('state', state)}${hidden('site_id', site_id)}
<fieldset><legend>Member</legend>
${options || '<p>No active member on this site.</p>'}
</fieldset>
<div class="actions"><button type="submit" name="action" value="signin">Sign in</button><button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>`,
        ),
      );
    },
  );

  app.post(
    '/auth/dev/authorize',
    { schema: { body: Choice }, validatorCompiler: exactValidator },
    async (request, reply) => {
      const redirect = allowedRedirect(request.body.redirect_uri, config);
      if (!redirect) return reply.code(400).send(fail(ApiCode.invalidRequest, BAD_REDIRECT));
      const { state = '', site_id, member_account = '', action = '' } = request.body;
      const back = new URL(redirect.href);
      if (state) back.searchParams.set('state', state);
      back.searchParams.set('provider', DEV_PROVIDER);

      const member = member_account ? services.members.findByAccount(site_id, member_account) : undefined;
      if (action === 'cancel' || !member || member.status !== 'active') {
        back.searchParams.set('error', 'access_denied');
      } else {
        back.searchParams.set('code', auth.thirdParty.issueCode(DEV_PROVIDER, site_id, member.id));
      }
      return reply.code(302).header('location', back.href).header('cache-control', 'no-store').send();
    },
  );
};
