// The messages under a form: a refusal in role="alert", a success in a live status line.

/** A refusal (role="alert"); nothing when there is none. */
export function Alert({ text }: { text: string | null }) {
  return text ? (
    <p className="alert" role="alert">
      {text}
    </p>
  ) : null;
}

/** A form's outcome: the refusal (role="alert") or the success, announced in its status line. */
export function Outcome({ alert, done }: { alert: string | null; done: string | null }) {
  return (
    <>
      <Alert text={alert} />
      <p role="status" className="status">
        {done}
      </p>
    </>
  );
}
