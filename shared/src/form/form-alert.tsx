// The line under a form where its outcome is said: a problem (role=alert, read at once) or a
// success (role=status). Both are always rendered so a message never moves the buttons. The styles
// are the app's: `classPrefix` is the block of `${classPrefix}__notice` and `${classPrefix}__error`.
export function FormAlert({
  classPrefix,
  error,
  success = null,
}: {
  /** The app's form block, e.g. 'mf-auth-login'. */
  classPrefix: string;
  error: string | null;
  success?: string | null;
}) {
  return (
    <>
      <p role="status" className={`${classPrefix}__notice`}>
        {!error && success ? success : null}
      </p>
      <div role="alert" className={`${classPrefix}__error`}>
        {error}
      </div>
    </>
  );
}
