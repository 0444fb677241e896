// Standalone harness: `npm run dev` runs this remote alone with the same props the shell gives.
// Its base path is the one of this remote's route in shared/src/contracts/remotes.json.
import { mountHarness } from '@croupier/shared/harness';
import remote from './app.js';

const element = document.getElementById('root');
if (!element) throw new Error('#root is missing from index.html');
void mountHarness(remote, { basePath: '/template', element });
