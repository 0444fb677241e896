// Version check (spec 01 §4): while the page runs, poll builds/latest.json and the site's live
// map; once another build is deployed, or the live map gives this browser another release of a
// remote, the NEXT navigation loads the target from the server (a full page load) instead of
// rendering it with the old code. Nothing happens until the visitor navigates.
import { useStore } from '@croupier/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import type { ShellServices } from '../services/services.js';
import { loadedReleases, pageReleaseVisitor } from '../remotes/release-visitor.js';
import { fetchSiteDetail } from '../services/api/site-detail.js';
import { currentBuildId } from './build-id.js';
import { versionPollIntervalMs } from './constants.js';
import { createVersionWatch } from './version-watch.js';

export interface VersionGuardProps {
  /** Defaults to the id baked into this build; null turns the check off. */
  buildId?: string | null;
  /** Defaults to window.location.assign. */
  fullLoad?: (href: string) => void;
  fetch?: typeof fetch;
}

/** A newer build seen by this page. Per page (services), not per router: a language switch remounts the router. */
const newerBuild = new WeakMap<ShellServices, string>();

const assign = (href: string) => window.location.assign(href);

export function VersionGuard({ buildId = currentBuildId(), fullLoad = assign, fetch }: VersionGuardProps) {
  const services = useServices();
  const seconds = useStore(services.stores.site, (s) => s.detail?.env_config.version_poll_seconds);
  const intervalMs = versionPollIntervalMs(seconds);

  useEffect(() => {
    if (!buildId || newerBuild.has(services)) return;
    const { registry, api, stores } = services;
    const watch = createVersionWatch({
      buildId,
      intervalMs,
      // A promotion, canary or rollback of a remote on the live map is a new build to this page.
      ...(registry.releases === undefined
        ? {}
        : {
            releases: {
              loaded: registry.releases,
              current: async () =>
                loadedReleases(
                  (await fetchSiteDetail(api, stores.site.getState().siteId, await pageReleaseVisitor())).modules,
                ),
            },
          }),
      onStale: (latest) => {
        console.info(`[shell] build ${latest} is deployed (this page runs ${buildId}): the next navigation reloads`);
        newerBuild.set(services, latest);
      },
      ...(fetch ? { fetch } : {}),
    });
    watch.start();
    return () => watch.stop();
  }, [services, buildId, intervalMs, fetch]);

  const location = useLocation();
  // The address with the router's basename (the locale prefix), as the browser shows it.
  const href = useHref({ pathname: location.pathname, search: location.search, hash: location.hash });
  const seenKey = useRef(location.key);
  // A layout effect: leave before the old code paints the new route.
  useLayoutEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    if (newerBuild.has(services)) fullLoad(href);
  }, [location.key, href, services, fullLoad]);

  return null;
}
