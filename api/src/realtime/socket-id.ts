import { randomInt } from 'node:crypto';

/** A fresh "123.456"-style socket_id, unique among the ids in use. */
export function newSocketId(inUse: { has(id: string): boolean }): string {
  for (;;) {
    const id = `${randomInt(1, 2 ** 31 - 1)}.${randomInt(1, 2 ** 31 - 1)}`;
    if (!inUse.has(id)) return id;
  }
}
