import type { TemplateName } from '@croupier/shared';
import type { ComponentType, ReactNode } from 'react';
import type { LayoutParts } from '../routing/layout-parts.js';

/** What ShellLayout gives the template's layout component. */
export interface TemplateLayoutProps {
  /** Which parts of the frame show (query parameters, bare pages). */
  parts: LayoutParts;
  /** The template being drawn (for its mobile footer list). */
  template: TemplateName;
  /** The page (routes). */
  children: ReactNode;
}

export type TemplateLayout = ComponentType<TemplateLayoutProps>;
