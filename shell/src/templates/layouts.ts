// Layout kind -> component. A new layout (not just a new palette) is one component and one line here.
import { DesktopLayout } from './desktop-layout.js';
import { H5_1Layout } from './h5-1-layout.js';
import { H5_2Layout } from './h5-2-layout.js';
import type { LayoutKind } from './registry.js';
import type { TemplateLayout } from './types.js';

export const LAYOUTS: Record<LayoutKind, TemplateLayout> = {
  pc: DesktopLayout,
  H5_1: H5_1Layout,
  H5_2: H5_2Layout,
};
