// Standalone harness: `npm run dev` runs this remote alone with the same props the shell gives.
import { mountHarness } from '@croupier/shared/harness';
import remote from './app.js';

const element = document.getElementById('root');
if (!element) throw new Error('#root is missing from index.html');
void mountHarness(remote, { basePath: '/proxy', element });
