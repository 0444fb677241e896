// npm run skew's stacks run beside the e2e suite's, never in its place: the local ports + 300
// (CROUPIER_SKEW_PORT_OFFSET moves them) and a state folder of their own. skew.config.ts imports
// this first, before support/ports.ts and support/state.ts read these variables as they load.
import os from 'node:os';
import path from 'node:path';

process.env.CROUPIER_E2E_PORT_OFFSET = process.env.CROUPIER_SKEW_PORT_OFFSET || '300';
process.env.CROUPIER_E2E_STACK_DIR = path.join(
  os.tmpdir(),
  `croupier-skew-stack-${process.env.CROUPIER_E2E_PORT_OFFSET}`,
);
