// The line under a form where its outcome is said: a problem (role=alert, read at once) or a
// success (role=status). Both are always rendered so a message never moves the buttons.
export function FormAlert({ error, success = null }: { error: string | null; success?: string | null }) {
  return (
    <>
      <p role="status" className="mf-auth-login__notice">
        {!error && success ? success : null}
      </p>
      <div role="alert" className="mf-auth-login__error">
        {error}
      </div>
    </>
  );
}
