import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createApi, isApiError, type Api } from './api/client.js';
import { ApiProvider } from './api/context.js';
import { createI18n } from './i18n.js';
import { ConsoleRoutes } from './routes.js';
import { endSession } from './session/session.js';

export interface ConsoleClients {
  api: Api;
  queryClient: QueryClient;
  i18n: I18n;
}

/** The api client, the query cache and the texts; a 401 from any call ends the session. */
export function createConsoleClients(): ConsoleClients {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // Only a call that never reached the api is worth another try; an answer stands.
        retry: (count, error) => isApiError(error, 0) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  const api = createApi({ onUnauthorized: () => endSession(queryClient) });
  return { api, queryClient, i18n: createI18n() };
}

/** The console without its router (the page's is a BrowserRouter, a test's a MemoryRouter). */
export function App({ clients }: { clients: ConsoleClients }) {
  return (
    <I18nextProvider i18n={clients.i18n}>
      <ApiProvider api={clients.api}>
        <QueryClientProvider client={clients.queryClient}>
          <ConsoleRoutes />
        </QueryClientProvider>
      </ApiProvider>
    </I18nextProvider>
  );
}
