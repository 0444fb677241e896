// The e2e stack runs beside a local `npm start`: every port of the local stack + 100
// (CROUPIER_E2E_PORT_OFFSET moves it, so two checkouts can run their e2e side by side).
import { LOCAL_PORTS } from '@croupier/shared/contracts';
import { CONSOLE_PORT, RELEASES_PORT } from '../../scripts/stack.mjs';

export const PORT_OFFSET = Number(process.env.CROUPIER_E2E_PORT_OFFSET || 100);

export const E2E_PORTS: typeof LOCAL_PORTS = Object.fromEntries(
  Object.entries(LOCAL_PORTS).map(([name, port]) => [name, port + PORT_OFFSET]),
) as typeof LOCAL_PORTS;

export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.shell}`;

/** The e2e stack's releases server (scripts/stack.mjs RELEASES_PORT + the offset), over the run's releases folder. */
export const E2E_RELEASES_PORT = RELEASES_PORT + PORT_OFFSET;

/** The e2e stack's operator console (scripts/stack.mjs CONSOLE_PORT + the offset). */
export const E2E_CONSOLE_PORT = CONSOLE_PORT + PORT_OFFSET;

/** The fixed captcha answer the api accepts under CROUPIER_TEST_CAPTCHA. */
export const TEST_CAPTCHA = '4242';

/** A seeded member (api/src/db/seed-data.ts). */
export const PLAYER = { account: 'player01', password: 'player123' } as const;
