// Local demo data. The passwords are for a local database only.
import type { EnvConfig, ModuleName, RemotesManifest, SiteSettings } from '@croupier/shared/contracts';
import { localPorts, REMOTES_MANIFEST } from '@croupier/shared/contracts';

export interface SeedSite {
  site_id: string;
  site_name: string;
  titles: Record<string, string>;
  settings: SiteSettings;
  /** environment and socket are added from the api's configuration when served. */
  env_config: Omit<EnvConfig, 'environment' | 'socket'>;
  modules: { name: ModuleName; manifest_url: string; enabled: boolean }[];
}

export interface SeedMember {
  member_account: string;
  password: string;
  member_name: string;
  member_currency: string;
  member_type: number;
  member_email: string;
  member_phone: string;
  status: 'active' | 'disabled' | 'frozen';
  cash_cents: number;
  is_agent?: 0 | 1;
  agent_active?: 0 | 1;
  agent_type?: number;
  agent_level?: number;
  /** member_account of the introducing agent. */
  parent_agent?: string;
  /** Balances held in game providers, in cents. */
  wallets?: Record<string, number>;
}

/** Every remote of the manifest of remotes, enabled, at its local port. */
export function seedModules(manifest: RemotesManifest = REMOTES_MANIFEST): SeedSite['modules'] {
  const ports = localPorts(manifest);
  return manifest.remotes.map(({ name }) => ({
    name,
    manifest_url: `http://localhost:${ports[name]}/mf-manifest.json`,
    enabled: true,
  }));
}

export const seedSite: SeedSite = {
  site_id: '1',
  site_name: 'Croupier Demo',
  titles: {
    en_US: 'Croupier Demo | Online Casino, Cricket & Sports Betting',
    zh_CN: 'Croupier 演示站 | 真人娱乐、板球与体育投注',
    hi_IN: 'Croupier डेमो | ऑनलाइन कैसीनो, क्रिकेट और स्पोर्ट्स बेटिंग',
    vi_VN: 'Croupier Demo | Sòng bài trực tuyến, cá cược thể thao và cricket',
    ta_IN: 'Croupier டெமோ | ஆன்லைன் கேசினோ, கிரிக்கெட் மற்றும் விளையாட்டு பந்தயம்',
  },
  settings: {
    SITE_ID: '1',
    CURRENCY: 'USD,INR,VND',
    LANGUAGE: 'en_US,zh_CN,hi_IN,vi_VN,ta_IN',
    MOBILE_TEMPLATE_NAME: 'H5_1',
    IS_DEMO: false,
    LINK_EXPIRE_TIME: 60,
    DESKTOP_LOCK: false,
  },
  env_config: {
    customerUrl: {
      en_US: 'https://support.croupier.example/chat?lang=en',
      zh_CN: 'https://support.croupier.example/chat?lang=zh-CN',
      hi_IN: 'https://support.croupier.example/chat?lang=hi',
      vi_VN: 'https://support.croupier.example/chat?lang=vi',
      ta_IN: 'https://support.croupier.example/chat?lang=ta',
    },
    AGENT_BIND_FAST_PAYMENT_FLAG: false,
  },
  modules: seedModules(),
};

export const seedProviders = [
  { gp_id: 'GPR8', gp_name: 'R8 Slots' },
  { gp_id: 'GPJD', gp_name: 'JD Gaming' },
  { gp_id: 'GPFC', gp_name: 'FC Fishing' },
  { gp_id: 'GPJL', gp_name: 'JL Casino' },
  { gp_id: 'GPLL', gp_name: 'LL Lottery' },
].map((p) => ({
  ...p,
  icon_light: `/images/providers/${p.gp_id.toLowerCase()}-light.png`,
  icon_dark: `/images/providers/${p.gp_id.toLowerCase()}-dark.png`,
}));

export const seedMembers: SeedMember[] = [
  {
    member_account: 'agent01',
    password: 'agent123',
    member_name: 'Priya Nair',
    member_currency: 'USD',
    member_type: 2,
    member_email: 'priya.nair@croupier.example',
    member_phone: '4155550142',
    status: 'active',
    cash_cents: 250_000,
    is_agent: 1,
    agent_active: 1,
    agent_type: 1,
    agent_level: 1,
  },
  {
    member_account: 'player01',
    password: 'player123',
    member_name: 'Daniel Carter',
    member_currency: 'USD',
    member_type: 1,
    member_email: 'daniel.carter@croupier.example',
    member_phone: '4155550187',
    status: 'active',
    // + the seeded referral reward of 10.00 (seeds/member-centre.ts, with its ledger row) = 1000.00.
    cash_cents: 99_000,
    parent_agent: 'agent01',
    wallets: { GPR8: 2_550, GPJD: 0 },
  },
  {
    member_account: 'ravi_inr',
    password: 'ravi1234',
    member_name: 'Ravi Shankar',
    member_currency: 'INR',
    member_type: 1,
    member_email: 'ravi.shankar@croupier.example',
    member_phone: '9820012345',
    status: 'active',
    cash_cents: 4_500_000,
    parent_agent: 'agent01',
    wallets: { GPJL: 120_000 },
  },
  {
    member_account: 'linh_vnd',
    password: 'linh1234',
    member_name: 'NguyenThiLinh',
    member_currency: 'VND',
    member_type: 1,
    member_email: 'linh.nguyen@croupier.example',
    member_phone: '0912345678',
    status: 'active',
    cash_cents: 250_000_000,
  },
  {
    member_account: 'locked01',
    password: 'locked123',
    member_name: 'Marcus Reed',
    member_currency: 'USD',
    member_type: 1,
    member_email: 'marcus.reed@croupier.example',
    member_phone: '4155550199',
    status: 'disabled',
    cash_cents: 1_500,
  },
  {
    member_account: 'frozen01',
    password: 'frozen123',
    member_name: 'Sofia Alvarez',
    member_currency: 'USD',
    member_type: 1,
    member_email: 'sofia.alvarez@croupier.example',
    member_phone: '4155550123',
    status: 'frozen',
    cash_cents: 32_000,
  },
];
