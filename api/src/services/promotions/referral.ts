// The friend referral pages (spec 02 §2 recommend_award): the member's code, terms and rules; the
// rewards earned; the members who registered with the code. Date ranges are calendar days of
// the site's time zone, inclusive.
import {
  validTimezone,
  type RecommendMember,
  type RecommendMemberList,
  type RecommendProject,
  type RecommendRecord,
  type RecommendRecordList,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { maskAccount } from '../../lib/mask.js';
import { formatCents } from '../../lib/money.js';
import { dayRange } from '../../lib/site-days.js';
import { newRecommendCode } from '../auth/index.js';

const FALLBACK_LANGUAGE = 'en_US';

export interface RangePage {
  start_date: string;
  end_date: string;
  page: number;
  count: number;
}

/** 500 basis points -> '5.00'. */
const percent = (bp: number) => formatCents(bp);

/** '%' and '_' typed by a member are letters, not LIKE wildcards. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createReferral(db: Db, now: () => number = Date.now) {
  const codeOf = db
    .prepare("SELECT code FROM recommend_codes WHERE member_id = ? ORDER BY status = 'active' DESC, created_at LIMIT 1")
    .pluck();
  const insertCode = db.prepare(
    `INSERT OR IGNORE INTO recommend_codes (code, site_id, member_id, status, created_at) VALUES (?, ?, ?, 'active', ?)`,
  );
  const terms = db.prepare(
    'SELECT reward_rate_bp, reward_cap_cents FROM bonus_settings WHERE site_id = ? AND currency = ?',
  );
  const rules = db
    .prepare(
      'SELECT content FROM recommend_rules WHERE site_id = ? AND language IN (?, ?) ORDER BY language = ? DESC LIMIT 1',
    )
    .pluck();
  const zone = db.prepare("SELECT json_extract(settings, '$.TIMEZONE') FROM sites WHERE site_id = ?").pluck();
  const records = db.prepare(
    `SELECT r.id, m.member_account, r.reward_cents, r.created_at FROM recommend_rewards r JOIN members m ON m.id = r.member_id
      WHERE r.referrer_id = ? AND r.created_at >= ? AND r.created_at < ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
  );
  const recordTotals = db.prepare(
    `SELECT COUNT(*) AS total_count, COALESCE(SUM(reward_cents), 0) AS total_cents FROM recommend_rewards
      WHERE referrer_id = ? AND created_at >= ? AND created_at < ?`,
  );
  const membersWhere = `recommended_by = ? AND created_at >= ? AND created_at < ? AND member_account LIKE ? ESCAPE '\\'`;
  const members = db.prepare(
    `SELECT member_account, created_at AS registered_at, first_deposit_at IS NOT NULL AS has_deposited FROM members
      WHERE ${membersWhere} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const membersCount = db.prepare(`SELECT COUNT(*) FROM members WHERE ${membersWhere}`).pluck();

  /** The routes check the range first (checkRange), so an impossible one here is a caller's bug. */
  const rangeOf = (siteId: string, r: RangePage) => {
    const range = dayRange(r.start_date, r.end_date, validTimezone(zone.get(siteId)));
    if (!range) throw new RangeError(`not a day range: ${r.start_date}..${r.end_date}`);
    return range;
  };

  /** The member's code: an active one first, else its disabled one (an operator's choice stays), else a new one. */
  const ensureCode = db.transaction((memberId: number, siteId: string): string => {
    const existing = codeOf.get(memberId) as string | undefined;
    if (existing) return existing;
    let code = newRecommendCode();
    while (insertCode.run(code, siteId, memberId, now()).changes === 0) code = newRecommendCode();
    return code;
  });

  return {
    ensureCode: (memberId: number, siteId: string): string => ensureCode.immediate(memberId, siteId),
    project(member: { id: number; site_id: string; member_currency: string }, language: string): RecommendProject {
      const t = terms.get(member.site_id, member.member_currency) as
        { reward_rate_bp: number; reward_cap_cents: number } | undefined;
      return {
        recommend_code: this.ensureCode(member.id, member.site_id),
        rules: (rules.get(member.site_id, language, FALLBACK_LANGUAGE, language) as string | undefined) ?? '',
        reward_rate: percent(t?.reward_rate_bp ?? 0),
        reward_cap: formatCents(t?.reward_cap_cents ?? 0),
      };
    },
    records(member: { id: number; site_id: string }, range: RangePage): RecommendRecordList {
      const { from, to } = rangeOf(member.site_id, range);
      const rows = records.all(member.id, from, to, range.count, (range.page - 1) * range.count) as {
        id: number;
        member_account: string;
        reward_cents: number;
        created_at: number;
      }[];
      const totals = recordTotals.get(member.id, from, to) as { total_count: number; total_cents: number };
      return {
        list: rows.map((r): RecommendRecord => ({
          id: r.id,
          member_account: maskAccount(r.member_account),
          reward_amount: formatCents(r.reward_cents),
          created_at: r.created_at,
        })),
        total_count: totals.total_count,
        total_reward: formatCents(totals.total_cents),
      };
    },
    members(member: { id: number; site_id: string }, range: RangePage, account: string): RecommendMemberList {
      const { from, to } = rangeOf(member.site_id, range);
      const like = likeContains(account.trim());
      const list = members.all(
        member.id,
        from,
        to,
        like,
        range.count,
        (range.page - 1) * range.count,
      ) as RecommendMember[];
      return { list, total_count: membersCount.get(member.id, from, to, like) as number };
    },
  };
}
export type Referral = ReturnType<typeof createReferral>;
