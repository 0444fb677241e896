// Layout kind -> component. A new layout (not just a new palette) is one component and one line here.
// Memoised: ShellLayout re-renders for its own state (the template config's colours arriving, the
// login modal wanted, a login), none of which changes the layout's props; without memo each of
// those would re-render the whole page frame, one of a phone's longer tasks on load (Total Blocking Time).
import { memo } from 'react';
import { DesktopLayout } from './desktop-layout.js';
import { H5_1Layout } from './h5-1-layout.js';
import { H5_2Layout } from './h5-2-layout.js';
import type { LayoutKind } from './registry.js';
import type { TemplateLayout } from './types.js';

export const LAYOUTS: Record<LayoutKind, TemplateLayout> = {
  pc: memo(DesktopLayout),
  H5_1: memo(H5_1Layout),
  H5_2: memo(H5_2Layout),
};
