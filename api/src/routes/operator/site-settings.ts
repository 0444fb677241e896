// A site's settings from the console (docs/operators.md "Sites"):
//   GET  /api/operator/sites/:site_id/settings -> { site_id, site_name, settings, customer_service }  (sites.read)
//   POST /api/operator/sites/:site_id/settings { settings?, customer_service? } -> the same, and `published`  (sites.settings)
//   POST /api/operator/sites { site_id, site_name, languages, currencies, titles?, settings?, customer_service?, modules? }
//        -> the new site's detail  (sites.create, an operator of every site)
// `settings` are the public site settings the shell reads at its next page load: CURRENCY and
// LANGUAGE (comma lists, the first is the default), MOBILE_TEMPLATE_NAME, IS_DEMO (demo mode),
// LINK_EXPIRE_TIME (minutes), DESKTOP_LOCK, SINGLE_LOGIN, TIMEZONE, RG_EARLY_END; the desktop template has no
// setting (it is always 'pc'). `customer_service` is the customer-service URL per locale
// (env_config.customerUrl): each one changed is published as customer_service_link_change on
// web_member, so every open page re-reads it (spec 01 §7). The site detail and the content that
// follows the settings (a carousel asked without a currency follows CURRENCY) are read from the
// read cache: a change drops it.
// A new site takes the seed's settings for what the body does not give, and every remote of the
// manifest of remotes, each enabled unless `modules` says otherwise.
import Type, { type Static } from 'typebox';
import {
  isLanguageCode,
  isRemoteName,
  PublicChannel,
  RealtimeEvent,
  validTimezone,
  type SiteSettings,
} from '@croupier/shared/contracts';
import { seedModules, seedSite } from '../../db/seed-data.js';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Language, SiteId, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import { badRequest } from '../auth/check-body.js';
import { publishLogged } from '../realtime-events/publish-logged.js';
import { EARLY_END_POLICIES } from './compliance.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, operatorOf, siteParam } from './guard.js';

const CURRENCY_CODE = '[A-Z]{3,5}';
/** A key the schema does not name is refused (400), not dropped: an operator sees a setting that did not take. */
const closed = { additionalProperties: Type.Never() };
const LANGUAGE_CODE = '[a-z]{2}_[A-Z]{2}';

const settingsFields = {
  MOBILE_TEMPLATE_NAME: Type.Optional(Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' })),
  IS_DEMO: Type.Optional(Type.Boolean()),
  LINK_EXPIRE_TIME: Type.Optional(Type.Integer({ minimum: 0, maximum: 525_600 })),
  DESKTOP_LOCK: Type.Optional(Type.Boolean()),
  SINGLE_LOGIN: Type.Optional(Type.Boolean()),
  TIMEZONE: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  // Which exclusions the compliance role may end early (compliance.ts): the owner sets the policy.
  RG_EARLY_END: Type.Optional(StringIn(EARLY_END_POLICIES)),
};
const Settings = Type.Object(
  {
    CURRENCY: Type.Optional(Type.String({ pattern: `^${CURRENCY_CODE}(,${CURRENCY_CODE}){0,19}$` })),
    LANGUAGE: Type.Optional(Type.String({ pattern: `^${LANGUAGE_CODE}(,${LANGUAGE_CODE}){0,10}$` })),
    ...settingsFields,
  },
  { ...closed, minProperties: 1 },
);
const CustomerService = Type.Record(
  Type.String({ maxLength: 8 }),
  Type.String({ minLength: 1, maxLength: 500, pattern: '^https?://' }),
  { maxProperties: 11, minProperties: 1 },
);

const Site = Type.Object({ site_id: SiteId });
const Change = Type.Object(
  { settings: Type.Optional(Settings), customer_service: Type.Optional(CustomerService) },
  { ...closed, minProperties: 1 },
);
const NewSite = Type.Object(
  {
    site_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
    site_name: Type.String({ minLength: 1, maxLength: 64 }),
    languages: Type.Array(Language, { minItems: 1, maxItems: 11, uniqueItems: true }),
    currencies: Type.Array(Type.String({ pattern: `^${CURRENCY_CODE}$` }), {
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
    }),
    titles: Type.Optional(
      Type.Record(Type.String({ maxLength: 8 }), Type.String({ minLength: 1, maxLength: 200 }), { maxProperties: 11 }),
    ),
    settings: Type.Optional(Type.Object(settingsFields, closed)),
    customer_service: Type.Optional(CustomerService),
    modules: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Boolean(), { maxProperties: 32 })),
  },
  closed,
);

interface SiteRow {
  site_id: string;
  site_name: string;
  settings: string;
  env_config: string;
}

/** What is wrong with the settings and links given, or null. */
function refusal(settings: Partial<Static<typeof Settings>> | undefined, links: Record<string, string> | undefined) {
  const languages = settings?.LANGUAGE?.split(',') ?? [];
  if (!languages.every(isLanguageCode)) return 'LANGUAGE: unknown language code';
  if (new Set(languages).size !== languages.length) return 'LANGUAGE: a language is named twice';
  const currencies = settings?.CURRENCY?.split(',') ?? [];
  if (new Set(currencies).size !== currencies.length) return 'CURRENCY: a currency is named twice';
  if (settings?.TIMEZONE !== undefined && validTimezone(settings.TIMEZONE) !== settings.TIMEZONE)
    return 'TIMEZONE: not an IANA time zone';
  if (links && !Object.keys(links).every(isLanguageCode)) return 'customer_service: unknown language code';
  return null;
}

const schema = <T extends object>(parts: T) => ({ tags: ['operator'], security: OPERATOR_SECURITY, ...parts });

export const operatorSiteSettingsRoutes: RoutePlugin = async (app, { services }) => {
  const { audit, db, readCache } = services;
  const read = db.prepare('SELECT site_id, site_name, settings, env_config FROM sites WHERE site_id = ?');
  const patchSettings = db.prepare('UPDATE sites SET settings = json_patch(settings, ?) WHERE site_id = ?');
  const setLink = db.prepare(
    "UPDATE sites SET env_config = json_set(env_config, '$.customerUrl.' || ?, ?) WHERE site_id = ?",
  );
  const insertSite = db.prepare(
    'INSERT INTO sites (site_id, site_name, titles, settings, env_config, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertModule = db.prepare(
    'INSERT INTO site_modules (site_id, name, manifest_url, enabled, sort) VALUES (?, ?, ?, ?, ?)',
  );

  /** The settings as the console reads them; null for an unknown site. */
  const settingsOf = (siteId: string) => {
    const row = read.get(siteId) as SiteRow | undefined;
    if (!row) return null;
    const env = JSON.parse(row.env_config) as { customerUrl?: Record<string, string> };
    return {
      site_id: row.site_id,
      site_name: row.site_name,
      settings: JSON.parse(row.settings) as SiteSettings,
      customer_service: env.customerUrl ?? {},
    };
  };
  const siteMissing = (site_id: string) => fail(ApiCode.notFound, `Site ${site_id} not found`);

  app.get(
    '/operator/sites/:site_id/settings',
    { schema: schema({ params: Site }), ...operatorGuard(services, 'sites.read', { site: siteParam }) },
    async (request, reply) => {
      const current = settingsOf(request.params.site_id);
      return current ? ok(current) : reply.code(404).send(siteMissing(request.params.site_id));
    },
  );

  app.post(
    '/operator/sites/:site_id/settings',
    {
      schema: schema({ params: Site, body: Change }),
      ...operatorGuard(services, 'sites.settings', { site: siteParam }),
    },
    async (request, reply) => {
      const { site_id } = request.params;
      const { settings, customer_service: links } = request.body;
      const wrong = refusal(settings, links);
      if (wrong) return badRequest(reply, wrong);
      const changed = audit.run(actorOf(request), () => {
        const before = settingsOf(site_id);
        if (!before) return { result: null, change: null };
        if (settings) patchSettings.run(JSON.stringify(settings), site_id);
        for (const [locale, url] of Object.entries(links ?? {})) setLink.run(locale, url, site_id);
        const after = settingsOf(site_id)!;
        const same = JSON.stringify(before) === JSON.stringify(after);
        return {
          result: {
            after,
            links: Object.keys(links ?? {}).filter((l) => before.customer_service[l] !== after.customer_service[l]),
          },
          change: same ? null : { site_id, action: 'site.settings', target: null, before, after },
        };
      });
      if (!changed) return reply.code(404).send(siteMissing(site_id));
      // 'content': a carousel asked without a currency follows the site's CURRENCY setting.
      readCache.invalidate('site', 'content');
      let published = true;
      for (const locale of changed.links) {
        const sent = await publishLogged(app.log, RealtimeEvent.customerServiceLinkChange, () =>
          services.publisher.publishPublic(PublicChannel.webMember, RealtimeEvent.customerServiceLinkChange, {
            site_id,
            locale,
          }),
        );
        published &&= sent;
      }
      return ok({ ...changed.after, published });
    },
  );

  app.post(
    '/operator/sites',
    { schema: schema({ body: NewSite }), ...operatorGuard(services, 'sites.create') },
    async (request, reply) => {
      if (!operatorOf(request).all_sites)
        return reply.code(403).send(fail(ApiCode.forbidden, 'only an operator of every site may create a site'));
      const b = request.body;
      const wrong = refusal(b.settings, b.customer_service);
      if (wrong) return badRequest(reply, wrong);
      if (b.titles && !Object.keys(b.titles).every(isLanguageCode))
        return badRequest(reply, 'titles: unknown language code');
      const unknown = Object.keys(b.modules ?? {}).find((name) => !isRemoteName(name));
      if (unknown) return badRequest(reply, `'${unknown.slice(0, 64)}' is no remote of the manifest`);

      const settings: SiteSettings = {
        ...seedSite.settings,
        ...b.settings,
        SITE_ID: b.site_id,
        CURRENCY: b.currencies.join(','),
        LANGUAGE: b.languages.join(','),
      };
      const env_config = { customerUrl: b.customer_service ?? {}, AGENT_BIND_FAST_PAYMENT_FLAG: false };
      const titles = b.titles ?? Object.fromEntries(b.languages.map((l) => [l, b.site_name]));
      const modules = seedModules().map((m) => ({ ...m, enabled: b.modules?.[m.name] ?? m.enabled }));
      const created = audit.run(actorOf(request), () => {
        if (read.get(b.site_id)) return { result: false, change: null };
        insertSite.run(
          b.site_id,
          b.site_name,
          JSON.stringify(titles),
          JSON.stringify(settings),
          JSON.stringify(env_config),
          Date.now(),
        );
        modules.forEach((m, i) => insertModule.run(b.site_id, m.name, m.manifest_url, m.enabled ? 1 : 0, i));
        return {
          result: true,
          change: {
            site_id: b.site_id,
            action: 'site.create',
            target: b.site_id,
            before: null,
            after: {
              site_name: b.site_name,
              titles,
              settings,
              env_config,
              modules: modules.map(({ name, enabled }) => ({ name, enabled })),
            },
          },
        };
      });
      if (!created) return reply.code(409).send(fail(ApiCode.conflict, `Site ${b.site_id} exists already`));
      // A site detail asked before the site existed may be cached as not found.
      readCache.invalidate('site');
      return ok(services.sites.detail(b.site_id));
    },
  );
};
