// The transfer form's local captcha (GET /clientCaptcha): the picture, and its answer decrypted
// here, on the client (spec 01 §5). Never two requests at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeClientCaptcha, type ApiClient } from '@croupier/shared';
import { getClientCaptcha } from '../api/get-client-captcha.js';
import { isAborted, transportErrorMessage, type Message } from '../message.js';

export interface ClientCaptchaState {
  image: string | null;
  /** The decrypted answer the typed code must equal; null while none is loaded. */
  answer: string | null;
  loading: boolean;
  error: Message | null;
  refresh(): Promise<void>;
}

export function useClientCaptcha(api: ApiClient): ClientCaptchaState {
  const [image, setImage] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const inFlight = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const refresh = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    try {
      const result = await getClientCaptcha(api);
      if (!alive.current) return;
      const decoded = result.success ? decodeClientCaptcha(result.data.text) : null;
      if (result.success && decoded) {
        setImage(result.data.data);
        setAnswer(decoded);
        setError(null);
      } else {
        setImage(null);
        setAnswer(null);
        setError(result.message && !result.success ? { text: result.message } : { key: 'captcha.err_load' });
      }
    } catch (err) {
      if (alive.current && !isAborted(err)) {
        setImage(null);
        setAnswer(null);
        setError(transportErrorMessage(err));
      }
    } finally {
      inFlight.current = false;
      if (alive.current) setLoading(false);
    }
  }, [api]);

  return { image, answer, loading, error, refresh };
}
