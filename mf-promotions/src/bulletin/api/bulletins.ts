// POST /arks/web/bulletin (guest) or /arks/web/bulletin/member (member, with display_location; a
// background call) -> data BulletinList (spec 02 §7). Only the items for this device are kept
// (display_device 0 = both).
import {
  expectSuccess,
  useRemoteProps,
  useStore,
  type ApiClient,
  type BulletinList,
  type BulletinLocation,
  type BulletinPayload,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsKeys } from '../../query-keys.js';

export async function fetchBulletins(
  api: ApiClient,
  payload: BulletinPayload,
  member: boolean,
  signal?: AbortSignal,
): Promise<BulletinList> {
  const path = member ? '/arks/web/bulletin/member' : '/arks/web/bulletin';
  const data = expectSuccess(
    await api.post<BulletinList | null>(path, payload, member ? { background: true, signal } : { signal }),
  );
  const list = (data?.list ?? []).filter(
    (item) => item.display_device === 0 || item.display_device === payload.display_device,
  );
  return { list, setting: data?.setting ?? { display_frequency: 1 } };
}

export interface BulletinQueryArgs {
  memberId: number | null;
  siteId: string;
  device: 1 | 2;
  /** Members only: 2, or 3 on the deposit page. */
  location: BulletinLocation | null;
  language: string;
}

export function bulletinPayload({ siteId, device, location }: BulletinQueryArgs): BulletinPayload {
  return location === null
    ? { site_id: siteId, display_device: device }
    : { site_id: siteId, display_device: device, display_location: location };
}

export const bulletinQuery = (api: ApiClient, args: BulletinQueryArgs) =>
  queryOptions({
    queryKey: promotionsKeys.bulletin(args.memberId, args.siteId, args.device, args.location, args.language),
    queryFn: ({ signal }) => fetchBulletins(api, bulletinPayload(args), args.memberId !== null, signal),
    // Asked once per page, who and where (a login, a logout, the deposit page): a closed pop-up's
    // cleared content does not come back when the window regains focus.
    staleTime: Infinity,
  });

/** The bulletin query's arguments for this page: who, which device, where. */
export function useBulletinArgs(onDepositPage: boolean): BulletinQueryArgs {
  const { stores } = useRemoteProps();
  const memberId = useStore(stores.session, (s) => (s.isLoggedIn ? s.member_id : null));
  const siteId = useStore(stores.site, (s) => s.siteId);
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const language = useStore(stores.ui, (s) => s.language);
  const location = memberId === null ? null : onDepositPage ? 3 : 2;
  return { memberId, siteId, device: isDesktop ? 1 : 2, location, language };
}

export function useBulletins(args: BulletinQueryArgs) {
  const { api } = useRemoteProps();
  return useQuery(bulletinQuery(api, args));
}
