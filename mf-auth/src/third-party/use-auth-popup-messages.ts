// The opener's side of the popup: while a sign-in is pending, window-msg `authLogin` completes the
// login and `authLoginClose` ends the wait (with a message when it carries a result code).
import { useCallback, useEffect, useRef } from 'react';
import { onWindowMsg, type LoginSession } from '@croupier/shared';

export interface AuthPopupHandlers {
  onSession(session: LoginSession): void;
  onClosed(result: { code?: number; message?: string }): void;
}

export function useAuthPopupMessages({ onSession, onClosed }: AuthPopupHandlers): { expect(): void } {
  const pending = useRef(false);
  const handlers = useRef({ onSession, onClosed });
  useEffect(() => {
    handlers.current = { onSession, onClosed };
  });

  useEffect(
    () =>
      onWindowMsg((msg) => {
        // Only the popup this window opened is listened to; stray messages change nothing.
        if (!pending.current) return;
        if (msg.type === 'authLogin') {
          pending.current = false;
          handlers.current.onSession(msg.session);
        } else if (msg.type === 'authLoginClose') {
          pending.current = false;
          handlers.current.onClosed({
            ...(msg.code !== undefined ? { code: msg.code } : {}),
            ...(msg.message !== undefined ? { message: msg.message } : {}),
          });
        }
      }),
    [],
  );

  return {
    expect: useCallback(() => {
      pending.current = true;
    }, []),
  };
}
