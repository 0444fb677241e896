// The widget's stylesheet writes its layer as a number: it must stay under shared's modals and
// toasts (DEFAULT_Z_INDEX) and level with the shell's floating frame, as the shell's sheets are.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_Z_INDEX } from '@croupier/shared';

it("keeps the red envelope's widget under modals and toasts, level with the shell's frame", () => {
  const css = fs.readFileSync(path.join(__dirname, 'styles.css'), 'utf8');
  const layer = /\n\.mfpr-envelope \{[^}]*z-index: (\d+);/.exec(css);
  expect(Number(layer?.[1])).toBe(DEFAULT_Z_INDEX - 1000);
});
