// POST /captcha { type, site_id } -> { token, captcha (an image URL), placeholder }: the captcha of
// the login form, the double validation and the register form (answered in the old style; the
// client normalises it). One query per form: its refetch is the refresh button, and React Query
// never runs two at once. After a 101 (asked too soon) a refresh waits CAPTCHA_WAIT_AFTER_101_MS
// (spec 01 §4).
import {
  isApiCodeError,
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type CaptchaResponse,
  failureMessage,
  type Message,
  useMomentReached,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export const CAPTCHA_WAIT_AFTER_101_MS = 1_000;
const CAPTCHA_CODE_TOO_SOON = 101;

export interface CaptchaRequest {
  /** CAPTCHA_TYPE_LOGIN or CAPTCHA_TYPE_REGISTER. */
  type: number;
  site_id: string;
}

export async function fetchCaptcha(
  api: ApiClient,
  request: CaptchaRequest,
  signal?: AbortSignal,
): Promise<CaptchaResponse> {
  return expectSuccess(await api.post<CaptchaResponse>('/captcha', request, { signal }));
}

/** `form` names the form the captcha is for: each has its own. */
export const captchaQuery = (api: ApiClient, form: string, request: CaptchaRequest) =>
  queryOptions({
    queryKey: authKeys.captcha(form, request.type, request.site_id),
    queryFn: ({ signal }) => fetchCaptcha(api, request, signal),
    // A captcha changes only when asked: never behind the user's back, never retried (a second
    // request would be a second captcha), and gone with its form (a reopened form gets a new one).
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** What a form shows of its captcha (the picture and its refresh button, CaptchaImage). */
export interface CaptchaView {
  /** The picture; null while none is loaded or the last request failed. */
  image: string | null;
  loading: boolean;
  /** A request is in flight, or the wait after a 101 runs: refresh() does nothing now. */
  blocked: boolean;
  error: Message | null;
  refresh(): void;
}

export interface Captcha extends CaptchaView {
  /** What the answer is sent with; null while no usable captcha is loaded. */
  token: string | null;
  placeholder: string | undefined;
}

export function useCaptcha(form: string, request: CaptchaRequest, { enabled = true } = {}): Captcha {
  const { api } = useRemoteProps();
  const query = useQuery({ ...captchaQuery(api, form, request), enabled });
  const tooSoon = isApiCodeError(query.error) && query.error.code === CAPTCHA_CODE_TOO_SOON;
  const waited = useMomentReached(tooSoon ? query.errorUpdatedAt + CAPTCHA_WAIT_AFTER_101_MS : 0);
  const blocked = query.isFetching || !waited;
  // A stale image after a failure would only invite a guess the server will refuse.
  const usable = query.isSuccess ? query.data : null;
  return {
    image: usable?.captcha ?? null,
    token: usable?.token ?? null,
    placeholder: usable?.placeholder,
    loading: query.isFetching,
    blocked,
    error: query.isError ? failureMessage(query.error, { key: 'captcha.err_load' }) : null,
    refresh: () => {
      // cancelRefetch: false — a request in flight is joined, not restarted.
      if (!blocked) void query.refetch({ cancelRefetch: false });
    },
  };
}
