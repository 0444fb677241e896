import {
  AGENT_DOMAIN_AGENT_ID_KEY,
  AGENT_DOMAIN_CURRENCY_KEY,
  createApiClient,
  createI18n,
  createMemoryStorage,
  createSessionStore,
  createUiStore,
  type SiteDetail,
} from '@croupier/shared';
import { getSiteTimezone, setSiteTimezone } from './site-timezone.js';
import { createFakeFetch, ok, type Answers } from '../test/fake-fetch.js';
import { MEMBER } from '../test/shell-harness.js';
import { siteDetail } from '../test/site-detail.js';
import { initialLanguage, settleLocale } from './boot-locale.js';

const cookie = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];

async function settle(
  path: string,
  opts: { answers?: Answers; settings?: Partial<SiteDetail['settings']>; member?: boolean } = {},
) {
  window.history.replaceState(null, '', path);
  const fake = createFakeFetch({
    '/arks/web/check-agent-domain': ok({ is_valid: false, currency: null, agent_id: null }),
    ...opts.answers,
  });
  const session = createSessionStore(createMemoryStorage());
  if (opts.member) session.getState().setSession({ ...MEMBER, member_currency: 'USD' });
  const ui = createUiStore({ language: 'en_US', currency: session.getState().member_currency });
  const i18n = await createI18n({ language: 'en_US' });
  const api = createApiClient({
    getToken: () => null,
    setToken: () => undefined,
    getLang: () => 'en_US',
    onUnauthorized: () => undefined,
    fetch: fake.fetch,
  });
  const base = siteDetail();
  const detail: SiteDetail = { ...base, settings: { ...base.settings, ...opts.settings } };
  const decision = await settleLocale({ detail, i18n, stores: { ui, session }, api });
  return { decision, ui, i18n, fake };
}

describe('the locale at boot', () => {
  afterEach(() => {
    for (const name of ['i18n_redirected', 'ccy']) document.cookie = `${name}=; Max-Age=0; Path=/`;
    sessionStorage.clear();
    setSiteTimezone(null);
  });

  it('starts i18n in the URL prefix language, else the cookie', () => {
    expect(initialLanguage('/user')).toBeNull();
    document.cookie = 'i18n_redirected=hi_IN; Path=/';
    expect(initialLanguage('/ta-IN/user')).toBe('ta_IN');
    expect(initialLanguage('/user')).toBe('hi_IN');
  });

  it('starts in the default locale when the language cookie is malformed, instead of throwing', () => {
    document.cookie = 'i18n_redirected=%E0%A4%A; Path=/';
    expect(initialLanguage('/user')).toBeNull();
    expect(initialLanguage('/ta-IN/user')).toBe('ta_IN');
  });

  it.each([
    ['malformed', '%E0%A4%A'],
    ['not a language', 'klingon'],
  ])('ignores a %s language cookie and writes the resolved language over it', async (_label, value) => {
    document.cookie = `i18n_redirected=${value}; Path=/`;
    const { decision } = await settle('/discount');
    expect(decision).toMatchObject({ language: 'en_US', source: 'site' });
    expect(cookie('i18n_redirected')).toBe('en_US');
  });

  it('writes the language of the URL over a malformed cookie', async () => {
    document.cookie = 'i18n_redirected=%E0%A4%A; Path=/';
    const { decision } = await settle('/hi-IN/discount');
    expect(decision).toMatchObject({ language: 'hi_IN', source: 'url' });
    expect(cookie('i18n_redirected')).toBe('hi_IN');
  });

  it('leaves a readable language cookie alone, and writes none when there is none', async () => {
    document.cookie = 'i18n_redirected=hi_IN; Path=/';
    await settle('/ta-IN/discount');
    expect(cookie('i18n_redirected')).toBe('hi_IN');
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
    await settle('/ta-IN/discount');
    expect(cookie('i18n_redirected')).toBeUndefined();
  });

  it('moves a visitor whose cookie names another language to its locale path (replace), keeping the query', async () => {
    document.cookie = 'i18n_redirected=hi_IN; Path=/';
    const before = window.history.length;
    const { decision, ui, i18n } = await settle('/discount?x=1#top');
    expect(decision).toMatchObject({ language: 'hi_IN', source: 'cookie' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/hi-IN/discount?x=1#top',
    );
    expect(window.history.length).toBe(before);
    expect(i18n.language).toBe('hi_IN');
    expect(ui.getState().language).toBe('hi_IN');
    expect(document.documentElement).toHaveAttribute('lang', 'hi-IN');
  });

  it("gives a guest the language's currency and writes the ccy cookie", async () => {
    const { ui } = await settle('/ta-IN');
    expect(ui.getState().currency).toBe('INR');
    expect(cookie('ccy')).toBe('INR');
  });

  it('keeps a ccy cookie the site offers for a guest', async () => {
    document.cookie = 'ccy=USD; Path=/';
    const { ui } = await settle('/ta-IN');
    expect(ui.getState().currency).toBe('USD');
  });

  it("leaves a member's currency and does not check the host", async () => {
    const { ui, fake } = await settle('/hi-IN', { member: true });
    expect(ui.getState().currency).toBe('USD');
    expect(fake.callsTo('/arks/web/check-agent-domain')).toHaveLength(0);
  });

  it('lets a valid agent-domain host force its currency and remember its agent for the tab', async () => {
    const { ui, fake } = await settle('/', {
      answers: { '/arks/web/check-agent-domain': ok({ is_valid: true, currency: 'USD', agent_id: 12 }) },
      settings: { LANGUAGE: 'hi_IN,en_US' },
    });
    expect(fake.callsTo('/arks/web/check-agent-domain')[0]?.body).toEqual({ host: window.location.host, site_id: '1' });
    await new Promise((r) => setTimeout(r, 0));
    expect(ui.getState().currency).toBe('USD');
    expect(cookie('ccy')).toBe('USD');
    expect(sessionStorage.getItem(AGENT_DOMAIN_AGENT_ID_KEY)).toBe('12');
    expect(sessionStorage.getItem(AGENT_DOMAIN_CURRENCY_KEY)).toBe('USD');
  });

  it('drops a remembered agent domain that is no longer valid, back to the language currency', async () => {
    sessionStorage.setItem(AGENT_DOMAIN_CURRENCY_KEY, 'USD');
    sessionStorage.setItem(AGENT_DOMAIN_AGENT_ID_KEY, '12');
    const { ui } = await settle('/hi-IN');
    await new Promise((r) => setTimeout(r, 0));
    expect(ui.getState().currency).toBe('INR');
    expect(sessionStorage.getItem(AGENT_DOMAIN_AGENT_ID_KEY)).toBeNull();
  });

  it('keeps the language currency when the check fails', async () => {
    const { ui } = await settle('/hi-IN', {
      answers: { '/arks/web/check-agent-domain': { status: 502, body: { code: 502, message: 'bad gateway' } } },
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(ui.getState().currency).toBe('INR');
  });

  it('sets the date zone from the site (America/Caracas unless configured)', async () => {
    await settle('/');
    expect(getSiteTimezone()).toBe('America/Caracas');
    await settle('/', { settings: { TIMEZONE: 'Asia/Kolkata' } });
    expect(getSiteTimezone()).toBe('Asia/Kolkata');
  });
});
