// tsc emits no CSS: the UI kit's stylesheets go beside the modules in dist/ that import them.
import { cpSync, statSync } from 'node:fs';

cpSync('src', 'dist', { recursive: true, filter: (from) => from.endsWith('.css') || statSync(from).isDirectory() });
