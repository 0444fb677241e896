import type { WebSocket } from 'ws';
import type { Subscriber } from './channel-registry.js';
import { CloseCode, ProtocolEvent } from './protocol.js';

/** ws's options for a Buffer that holds text (one object, not one per send). */
const TEXT_FRAME = { binary: false } as const;

export interface OutgoingMessage {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export interface ActivityTiming {
  activityTimeoutMs: number;
  pongTimeoutMs: number;
}

/**
 * One client socket: its socket_id, its channels, the user it signed in as, and the activity
 * check that pings it after activity_timeout of silence and closes it with 4201 when the ping goes
 * unanswered.
 */
export class Connection implements Subscriber {
  readonly channels = new Set<string>();
  /** The `id` of its pusher:signin user_data, once signed in. */
  userId: string | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  private pongTimer: NodeJS.Timeout | undefined;
  private signinTimer: NodeJS.Timeout | undefined;
  private rateWindowStart = 0;
  private rateWindowCount = 0;

  constructor(
    readonly socketId: string,
    private readonly ws: WebSocket,
    private readonly timing: ActivityTiming,
  ) {
    this.touch();
  }

  send(message: OutgoingMessage): void {
    this.sendText(JSON.stringify(message));
  }

  sendText(message: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(message);
  }

  /** A frame shared with other sockets (ChannelRegistry.publish): sent as text, not copied. */
  sendFrame(frame: Buffer): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame, TEXT_FRAME);
  }

  sendError(message: string, code: number | null = null): void {
    this.send({ event: ProtocolEvent.error, data: { code, message } });
  }

  close(code: number, reason: string): void {
    this.stopActivityCheck();
    this.ws.close(code, reason);
  }

  /** A pusher:error with the code, then the close with the same code (how Pusher refuses a socket). */
  refuse(code: number, message: string): void {
    this.sendError(message, code);
    this.close(code, message);
  }

  /** Counts one incoming message; false once more than `limit` arrived in the current second. */
  withinRate(limit: number, now = Date.now()): boolean {
    if (now - this.rateWindowStart >= 1000) {
      this.rateWindowStart = now;
      this.rateWindowCount = 0;
    }
    this.rateWindowCount += 1;
    return this.rateWindowCount <= limit;
  }

  /** Starts the sign-in deadline (once): a socket still not signed in when it passes is closed with 4009. */
  requireSigninWithin(ms: number): void {
    if (this.userId !== null || this.signinTimer || ms <= 0) return;
    this.signinTimer = setTimeout(() => {
      if (this.userId === null) this.refuse(CloseCode.unauthorized, 'Sign in (pusher:signin) to keep private channels');
    }, ms);
  }

  signedIn(userId: string): void {
    this.userId = userId;
    clearTimeout(this.signinTimer);
    this.signinTimer = undefined;
  }

  /** Any message from the client counts as activity and answers a pending ping. */
  touch(): void {
    this.clearActivityTimers();
    this.idleTimer = setTimeout(() => this.ping(), this.timing.activityTimeoutMs);
  }

  /** Every timer of the socket: the activity check and the sign-in deadline (the socket is closing). */
  stopActivityCheck(): void {
    this.clearActivityTimers();
    clearTimeout(this.signinTimer);
    this.signinTimer = undefined;
  }

  private clearActivityTimers(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.pongTimer);
    this.idleTimer = undefined;
    this.pongTimer = undefined;
  }

  private ping(): void {
    this.send({ event: ProtocolEvent.ping, data: {} });
    this.pongTimer = setTimeout(
      () => this.close(CloseCode.pongNotReceived, 'Pong reply not received'),
      this.timing.pongTimeoutMs,
    );
  }
}
