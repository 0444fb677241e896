// The e2e stack runs beside a local `npm start`: every port of the local stack + 100.
import { LOCAL_PORTS } from '@croupier/shared/contracts';

export const PORT_OFFSET = 100;

type Service = keyof typeof LOCAL_PORTS;

export const E2E_PORTS = Object.fromEntries(
  Object.entries(LOCAL_PORTS).map(([name, port]) => [name, port + PORT_OFFSET]),
) as Record<Service, number>;

export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.shell}`;

/** The fixed captcha answer the api accepts under CROUPIER_TEST_CAPTCHA. */
export const TEST_CAPTCHA = '4242';

/** A seeded member (api/src/db/seed-data.ts). */
export const PLAYER = { account: 'player01', password: 'player123' } as const;
