import { isApiCodeError, isApiError } from '@croupier/shared';
import { QueryClient } from '@tanstack/react-query';

/** The one QueryClient of the page, shared with every remote (query keys start with their owner's name). */
export function createShellQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // A business code or a refused/aborted call will not change on a retry; a blip might.
        retry: (failures, error) =>
          failures < 1 &&
          !isApiCodeError(error) &&
          !(isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'aborted')),
      },
    },
  });
}
