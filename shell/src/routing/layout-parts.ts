// Which parts of the page frame show (spec 01 §2 query parameters):
// - appPage=header|content|footer shows only that part (a native app embeds one part per view);
// - header=false / footer=false hide the mobile header / mobile footer (desktop keeps them);
// - placeholder windows (/loading, /close) show no chrome; /slotgame has no navbar.
// The query values are remembered for the tab (sessionStorage), so an app that opened the site
// with header=false keeps it hidden while the visitor moves around.
import { browserStorage, useStore } from '@croupier/shared';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { hidesNavbar, isBarePage } from './route-table.js';

export interface LayoutParts {
  header: boolean;
  content: boolean;
  footer: boolean;
  /** The navigation bar (the mobile bottom navigation / the desktop game-type bar). */
  navbar: boolean;
}

export interface LayoutQuery {
  appPage?: 'header' | 'content' | 'footer';
  header?: 'false';
  footer?: 'false';
}

export const LAYOUT_QUERY_STORAGE_KEY = 'layoutQuery';

const APP_PAGES = ['header', 'content', 'footer'] as const;

export function readLayoutQuery(search: string): LayoutQuery | null {
  const query = new URLSearchParams(search);
  const found: LayoutQuery = {};
  const appPage = query.get('appPage');
  if (appPage && (APP_PAGES as readonly string[]).includes(appPage)) found.appPage = appPage as LayoutQuery['appPage'];
  if (query.get('header') === 'false') found.header = 'false';
  if (query.get('footer') === 'false') found.footer = 'false';
  return Object.keys(found).length > 0 ? found : null;
}

/** The query of this URL if it has one (and remembers it), else the one remembered for the tab. */
export function rememberedLayoutQuery(search: string, storage: Storage = browserStorage('session')): LayoutQuery {
  const fromUrl = readLayoutQuery(search);
  if (fromUrl) {
    storage.setItem(LAYOUT_QUERY_STORAGE_KEY, JSON.stringify(fromUrl));
    return fromUrl;
  }
  try {
    return (
      readLayoutQuery(
        new URLSearchParams(
          JSON.parse(storage.getItem(LAYOUT_QUERY_STORAGE_KEY) ?? '{}') as Record<string, string>,
        ).toString(),
      ) ?? {}
    );
  } catch {
    return {};
  }
}

export function resolveLayoutParts(
  query: LayoutQuery,
  { pathname, isDesktop }: { pathname: string; isDesktop: boolean },
): LayoutParts {
  if (isBarePage(pathname)) return { header: false, content: true, footer: false, navbar: false };
  if (query.appPage) {
    const only = query.appPage;
    return {
      header: only === 'header',
      content: only === 'content',
      footer: only === 'footer',
      navbar: only === 'footer',
    };
  }
  return {
    header: isDesktop || query.header !== 'false',
    content: true,
    footer: isDesktop || query.footer !== 'false',
    navbar: !hidesNavbar(pathname) && (isDesktop || query.footer !== 'false'),
  };
}

/** For the page frame (ShellLayout): which of header, content, footer and navbar to render. */
export function useLayoutParts(): LayoutParts {
  const { stores } = useServices();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const { pathname, search } = useLocation();
  const query = useMemo(() => rememberedLayoutQuery(search), [search]);
  const { header, content, footer, navbar } = resolveLayoutParts(query, { pathname, isDesktop });
  return useMemo(() => ({ header, content, footer, navbar }), [header, content, footer, navbar]);
}
