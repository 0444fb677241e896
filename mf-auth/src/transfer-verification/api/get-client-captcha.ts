// GET /clientCaptcha (spec 01 §7, a "local" call) -> { text, data }: the transfer-verification
// form's captcha. `text` is the answer, decrypted here on the client (spec 01 §5); the api never
// sees it. Like the login captcha: one query, its refetch is the refresh, never two at once.
import {
  decodeClientCaptcha,
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type ClientCaptcha,
  failureMessage,
} from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptchaView } from '../../form/index.js';
import { authKeys } from '../../query-keys.js';

/** The picture and its answer; null when the answer cannot be decrypted. */
export async function fetchClientCaptcha(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<{ image: string; answer: string } | null> {
  const data = expectSuccess(await api.get<ClientCaptcha>('/clientCaptcha', { signal }));
  const answer = decodeClientCaptcha(data.text);
  return answer ? { image: data.data, answer } : null;
}

export const clientCaptchaQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: authKeys.clientCaptcha(),
    queryFn: ({ signal }) => fetchClientCaptcha(api, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export interface ClientCaptchaState extends CaptchaView {
  /** The decrypted answer the typed code must equal; null while none is loaded. */
  answer: string | null;
}

export function useClientCaptcha(): ClientCaptchaState {
  const { api } = useRemoteProps();
  const query = useQuery(clientCaptchaQuery(api));
  const usable = query.isSuccess ? query.data : null;
  return {
    image: usable?.image ?? null,
    answer: usable?.answer ?? null,
    loading: query.isFetching,
    blocked: query.isFetching,
    error: query.isError
      ? failureMessage(query.error, { key: 'captcha.err_load' })
      : query.isSuccess && !usable
        ? { key: 'captcha.err_load' }
        : null,
    refresh: () => void query.refetch({ cancelRefetch: false }),
  };
}
