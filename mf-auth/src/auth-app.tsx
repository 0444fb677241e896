// The './app' of mf-auth: its only route, /authCallback, is where the third-party login popup
// lands (third-party/auth-callback-page.tsx).
import type { RemoteProps } from '@croupier/shared';
import { AuthCallbackPage } from './third-party/auth-callback-page.js';

export function AuthApp(props: RemoteProps) {
  return <AuthCallbackPage {...props} />;
}
