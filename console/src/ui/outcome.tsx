// The messages under a form: a refusal in role="alert", a success in a live status line.
import { useState } from 'react';
import { useRefusalText } from './api-refusal.js';

/**
 * A form's outcome and how it is reached: `attempt` clears both messages and runs the work; a
 * refusal (the api's reason, in `wording` when given) becomes the alert.
 */
export function useOutcome(wording?: (message: string) => string) {
  const refusal = useRefusalText(wording);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const clear = () => {
    setAlert(null);
    setDone(null);
  };
  const attempt = async (work: () => Promise<void>) => {
    clear();
    try {
      await work();
    } catch (error) {
      setAlert(refusal(error));
    }
  };
  return { alert, done, setAlert, setDone, clear, attempt };
}

/** A refusal (role="alert"); nothing when there is none. */
export function Alert({ text }: { text: string | null }) {
  return text ? (
    <p className="alert" role="alert">
      {text}
    </p>
  ) : null;
}

/** A form's status line, where a success is announced; kept in the page, empty or not, so it is heard. */
export function Status({ text }: { text: string | null }) {
  return (
    <p role="status" className="status">
      {text}
    </p>
  );
}

/** A form's outcome: the refusal (role="alert") or the success, announced in its status line. */
export function Outcome({ alert, done }: { alert: string | null; done: string | null }) {
  return (
    <>
      <Alert text={alert} />
      <Status text={done} />
    </>
  );
}
