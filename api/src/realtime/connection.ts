import type { WebSocket } from 'ws';
import type { Subscriber } from './channel-registry.js';
import { CloseCode, ProtocolEvent } from './protocol.js';

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
 * One client socket: its socket_id, its channels, and the activity check that pings it after
 * activity_timeout of silence and closes it with 4201 when the ping goes unanswered.
 */
export class Connection implements Subscriber {
  readonly channels = new Set<string>();
  private idleTimer: NodeJS.Timeout | undefined;
  private pongTimer: NodeJS.Timeout | undefined;

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

  sendError(message: string, code: number | null = null): void {
    this.send({ event: ProtocolEvent.error, data: { code, message } });
  }

  close(code: number, reason: string): void {
    this.stopActivityCheck();
    this.ws.close(code, reason);
  }

  /** Any message from the client counts as activity and answers a pending ping. */
  touch(): void {
    this.stopActivityCheck();
    this.idleTimer = setTimeout(() => this.ping(), this.timing.activityTimeoutMs);
  }

  stopActivityCheck(): void {
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
