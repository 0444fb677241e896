// A change is saved first and announced second: a realtime server that cannot be reached is
// logged, and the change stands (pages pick it up on their next load).
import type { FastifyBaseLogger } from 'fastify';

export async function publishLogged(
  log: FastifyBaseLogger,
  what: string,
  publish: () => Promise<void>,
): Promise<boolean> {
  try {
    await publish();
    return true;
  } catch (err) {
    log.warn({ err }, `could not publish ${what}`);
    return false;
  }
}
