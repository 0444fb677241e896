// Encrypted entry (spec 01 §4, §5, §7): `enc` is posted to /get_info_data; the answer must hold
// tk, member_id, member_account and member_currency, or it is not a session.
import type { ApiClient, LoginSession } from '@croupier/shared';

export const GET_INFO_DATA_PATH = '/get_info_data';

interface InfoData {
  tk?: unknown;
  member_id?: unknown;
  member_account?: unknown;
  member_currency?: unknown;
  member_type?: unknown;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export function sessionFromInfoData(data: InfoData | null | undefined, siteId: string): LoginSession | null {
  const token = text(data?.tk);
  const member_account = text(data?.member_account);
  const member_currency = text(data?.member_currency);
  const member_id = Number(data?.member_id);
  if (!token || !member_account || !member_currency || !Number.isInteger(member_id) || member_id <= 0) return null;
  const type = Number(data?.member_type);
  return {
    token,
    member_id,
    member_account,
    member_currency,
    member_type: Number.isInteger(type) && type > 0 ? type : 1,
    site_id: siteId,
  };
}

/** The session behind `enc`, or null when the link is refused, malformed, or the call fails. */
export async function fetchEncSession(api: ApiClient, enc: string, siteId: string): Promise<LoginSession | null> {
  try {
    const result = await api.post<InfoData>(GET_INFO_DATA_PATH, { enc });
    return result.success ? sessionFromInfoData(result.data, siteId) : null;
  } catch (error) {
    console.warn('[shell] the entry link was refused', error);
    return null;
  }
}
