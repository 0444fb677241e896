// Standalone harness: `npm run dev` runs mf-auth alone with the same props the shell gives.
import { mountHarness } from '@croupier/shared/harness';
import { harness } from './harness.js';

const element = document.getElementById('root');
if (!element) throw new Error('#root is missing from index.html');
void mountHarness(harness, { basePath: '/', element });
