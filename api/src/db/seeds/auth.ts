// Seed of the login flows: one member per flow, so each can be tried (and tested) on its
// own, and the development sign-in provider. Local data only; the passwords are written in
// api/README.md. The hashes are argon2id of those passwords, computed once: an area seed runs
// synchronously inside a transaction, where argon2 (async) cannot.
import { seedSite } from '../seed-data.js';
import type { AreaSeed } from './index.js';

interface AuthSeedMember {
  member_account: string;
  /** argon2id of the password in the comment beside it. */
  password_hash: string;
  member_name: string;
  member_email: string;
  member_phone: string;
  device_verification?: 1;
  double_validation?: 1;
  transfer_verification?: 1;
  /** argon2id of the withdraw password. */
  withdraw_password_hash?: string;
  identity_id?: string;
}

export const authSeedMembers: AuthSeedMember[] = [
  {
    // device123 — every new browser needs a code sent to the phone (login code 107).
    member_account: 'device01',
    password_hash: '$argon2id$v=19$m=65536,p=4,t=3$QoorURcw9t5cVgGk1i7MWQ$iCQztpnC+V4+QLvOrLS7AWsOBWiu7xGaLIXDIWwdaog',
    member_name: 'Devi Device',
    member_email: 'device01@example.com',
    member_phone: '0912000107',
    device_verification: 1,
  },
  {
    // double123 — answers a double-validation question at login; withdraw password 2468.
    member_account: 'double01',
    password_hash: '$argon2id$v=19$m=65536,p=4,t=3$ZMmTCnkm9M0qNanS7d1t8A$B+dWCEP/SYsQIxAuO0SIuhw7eUBHTkAXgXXP1NTaRBk',
    member_name: 'Dana Double',
    member_email: 'double01@example.com',
    member_phone: '0912000100',
    double_validation: 1,
    withdraw_password_hash:
      '$argon2id$v=19$m=65536,p=4,t=3$5wRDR4gE6KOvfunqe78F3g$sqfgPzniVEz2ORy/ZLg9h9bmpCGFn2NumBmELLNEjS4',
    identity_id: 'DV-0001-2024',
  },
  {
    // moved123 — moved from another platform: login answers 802 until the transfer
    // verification sets a new password; withdraw password 1357.
    member_account: 'moved01',
    password_hash: '$argon2id$v=19$m=65536,p=4,t=3$bweGf5UsVKblTkKl2H7qkg$Zc6ycQF3ePvGUhRuLjlTEdkO54aSZgXgK6ef83v1Sg8',
    member_name: 'Mo Moved',
    member_email: 'moved01@example.com',
    member_phone: '0912000802',
    transfer_verification: 1,
    withdraw_password_hash:
      '$argon2id$v=19$m=65536,p=4,t=3$l+0XyFtk98mhSg23w79uSQ$Cw2iUV6DsuS8jo8WA32/u1YdQ1WfXKcLwJuGY2ITOv4',
  },
  {
    // forgot123 — for the forgot-password SMS flow.
    member_account: 'forgot01',
    password_hash: '$argon2id$v=19$m=65536,p=4,t=3$8noWRD/PX7Uo/FHItHLjxQ$wZA8Js0KTvkyXPuUMJ+fWn55Q62Pw+tD+uxLytgggVI',
    member_name: 'Fay Forgot',
    member_email: 'forgot01@example.com',
    member_phone: '0912000300',
  },
  {
    // social123 — signs in through the development third-party provider.
    member_account: 'social01',
    password_hash: '$argon2id$v=19$m=65536,p=4,t=3$uN3+XaLB5VbzqJV/pVMQhA$+ZR/rOUV7rBYXgoXEqEw3OySVS1lFvpWWBBynZ2q9GU',
    member_name: 'Sol Social',
    member_email: 'social01@example.com',
    member_phone: '0912000500',
  },
];

/** Third-party providers of the demo brand. */
export const authSeedProviders = [
  { provider: 'dev', name: 'Croupier Dev Sign-in', authorize_url: '/api/auth/dev/authorize', sort: 0 },
];

export const seedAuth: AreaSeed = (db, now) => {
  const siteId = seedSite.site_id;
  if (!db.prepare('SELECT 1 FROM sites WHERE site_id = ?').get(siteId)) return;

  const insertMember = db.prepare(
    `INSERT OR IGNORE INTO members (site_id, member_account, password_hash, member_name, member_currency,
       member_email, member_phone, withdraw_password_hash, identity_id,
       device_verification, double_validation, transfer_verification, cash_cents, created_at)
     VALUES (@site_id, @member_account, @password_hash, @member_name, 'USD', @member_email, @member_phone,
       @withdraw_password_hash, @identity_id,
       @device_verification, @double_validation, @transfer_verification, 10000, @now)`,
  );

  for (const m of authSeedMembers) {
    const row = {
      site_id: siteId,
      member_account: m.member_account,
      password_hash: m.password_hash,
      member_name: m.member_name,
      member_email: m.member_email,
      member_phone: m.member_phone,
      withdraw_password_hash: m.withdraw_password_hash ?? '',
      identity_id: m.identity_id ?? '',
      device_verification: m.device_verification ?? 0,
      double_validation: m.double_validation ?? 0,
      transfer_verification: m.transfer_verification ?? 0,
      now,
    };
    // INSERT OR IGNORE: a member already there keeps what happened to it (e.g. a new password).
    insertMember.run(row);
  }

  const insertProvider = db.prepare(
    `INSERT OR IGNORE INTO auth_providers (site_id, provider, name, authorize_url, enabled, sort)
     VALUES (?, ?, ?, ?, 1, ?)`,
  );
  for (const p of authSeedProviders) insertProvider.run(siteId, p.provider, p.name, p.authorize_url, p.sort);
};
