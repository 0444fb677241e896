import type { Connection } from './connection.js';
import { CloseCode } from './protocol.js';

/** Which sockets signed in (pusher:signin) as which user id: what terminate_connections ends. */
export class UserRegistry {
  private readonly sockets = new Map<string, Set<Connection>>();

  add(userId: string, connection: Connection): void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(connection);
  }

  remove(connection: Connection): void {
    if (connection.userId === null) return;
    const set = this.sockets.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) this.sockets.delete(connection.userId);
  }

  /** Closes every socket signed in as the user with 4009; returns how many there were. */
  terminate(userId: string): number {
    const set = this.sockets.get(userId);
    if (!set) return 0;
    for (const connection of set) connection.refuse(CloseCode.unauthorized, 'Connection terminated by the server');
    return set.size;
  }
}
