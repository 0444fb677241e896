// The login captcha: fetched on demand, never twice at once, and held back for
// CAPTCHA_WAIT_AFTER_101_MS after the server answers 101 (spec 01 §4).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CAPTCHA_WAIT_AFTER_101_MS,
  type ApiClient,
  type CaptchaResponse,
} from '@croupier/shared';
import { getCaptcha } from '../api/get-captcha.js';
import { isAborted, transportErrorMessage, type Message } from '../message.js';

const CAPTCHA_CODE_TOO_SOON = 101;

export interface CaptchaState {
  captcha: CaptchaResponse | null;
  loading: boolean;
  /** A request is in flight or the wait after a 101 runs: refresh() does nothing now. */
  blocked: boolean;
  error: Message | null;
  refresh(): Promise<void>;
}

export function useCaptcha(api: ApiClient, type: number, siteId: string): CaptchaState {
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  // Refs, not state: two clicks in the same tick must see the first one's request.
  const inFlight = useRef(false);
  const waitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (waitTimer.current) clearTimeout(waitTimer.current);
      waitTimer.current = null;
    };
  }, []);

  const refresh = useCallback(async () => {
    if (inFlight.current || waitTimer.current) return;
    inFlight.current = true;
    setLoading(true);
    try {
      const result = await getCaptcha(api, { type, site_id: siteId });
      if (!alive.current) return;
      if (result.success) {
        setCaptcha(result.data);
        setError(null);
        return;
      }
      // A stale image would only invite a guess the server will refuse.
      setCaptcha(null);
      if (result.code === CAPTCHA_CODE_TOO_SOON) {
        setWaiting(true);
        waitTimer.current = setTimeout(() => {
          waitTimer.current = null;
          if (alive.current) setWaiting(false);
        }, CAPTCHA_WAIT_AFTER_101_MS);
      }
      setError(result.message ? { text: result.message } : { key: 'captcha.err_load' });
    } catch (err) {
      if (alive.current && !isAborted(err)) {
        setCaptcha(null);
        setError(transportErrorMessage(err));
      }
    } finally {
      inFlight.current = false;
      if (alive.current) setLoading(false);
    }
  }, [api, type, siteId]);

  return { captcha, loading, blocked: loading || waiting, error, refresh };
}
