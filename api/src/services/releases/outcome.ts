// What a release call comes to: a value with its HTTP status, or a refusal the route answers with
// that status and message (the api's codes are the HTTP statuses here: 400, 404, 409).

export type Outcome<T> =
  { ok: true; status: 200 | 201; value: T } | { ok: false; status: 400 | 404 | 409; message: string };

export const done = <T>(value: T, status: 200 | 201 = 200): Outcome<T> => ({ ok: true, status, value });

export const refused = (status: 400 | 404 | 409, message: string): Outcome<never> => ({
  ok: false,
  status,
  message,
});
