/** An HTTP API refusal: the status and a plain-text reason, as Pusher's API answers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
