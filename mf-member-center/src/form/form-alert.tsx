// The line under a form where its outcome is said: a problem (role=alert, read at once) or a
// success (role=status). Both are always rendered so a message never moves the buttons.
export function FormAlert({ error, success = null }: { error: string | null; success?: string | null }) {
  return (
    <>
      <p role="status" className="mfmc-form__notice">
        {!error && success ? success : null}
      </p>
      <div role="alert" className="mfmc-form__error">
        {error}
      </div>
    </>
  );
}
