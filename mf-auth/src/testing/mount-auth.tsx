// Mounts an mf-auth component the way the shell mounts mf-auth: a single-spa parcel made by
// defineRemote, with the props the shell gives (shared/testing's createTestRemoteProps: real
// bus, stores, i18n, query client and API client). Only fetch is a stand-in: a fake server that answers each api path with the JSON a
// handler returns and records every call. Components read the api and the query client from
// those props (useRemoteProps), as they do in the page.
//
// Importing this module sets up its test file: the act environment off (a parcel renders outside
// act; awaiting its mount inside act deadlocks, toolchain.md), i18n made before any test (so a test
// with fake timers may start first), and every parcel unmounted after each test.
import { waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { createI18n, registerNamespace, type RemoteProps, type SiteDetail } from '@croupier/shared';
import { defineRemote } from '@croupier/shared/remote';
import { createTestRemoteProps, jsonResponse } from '@croupier/shared/testing';
import { i18nBundles } from '../i18n.js';

export const SITE_ID = 'site-test';

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
}

type Handler = (body: Record<string, unknown>) => unknown;

/** A fetch that answers each api path (without /api) from `handlers`, held back while a handler's promise is; every call is recorded. */
export function createFakeServer(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) throw new TypeError(`no fake handler for ${path}`);
    return jsonResponse(await handler(body));
  }) as typeof globalThis.fetch;
  return {
    fetch,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    /** Replace a handler mid-test. */
    on: (path: string, handler: Handler) => {
      handlers[path] = handler;
    },
  };
}

/** A promise with its resolve exposed, to hold a fake answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let i18nPromise: Promise<I18n> | null = null;
/** One i18n per test file, with the mf-auth namespace registered. */
export function testI18n(): Promise<I18n> {
  i18nPromise ??= createI18n({ language: 'en_US' }).then(async (i18n) => {
    await registerNamespace(i18n, i18nBundles.ns, i18nBundles);
    return i18n;
  });
  return i18nPromise;
}

const parcels: Parcel[] = [];

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  await testI18n();
});

afterEach(async () => {
  // single-spa-react finishes an unmount from a timer.
  jest.useRealTimers();
  for (const parcel of parcels.splice(0)) if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
  document.body.innerHTML = '';
});

export interface MountOptions {
  /** Answers by path (without /api). */
  routes?: Record<string, Handler>;
  width?: number;
  /** The currency the page shows (ui store). */
  currency?: string;
  language?: string;
  siteId?: string;
  siteDetail?: SiteDetail;
  location?: Partial<RemoteProps['location']>;
}

export async function mountAuth<Extra extends object>(
  Root: ComponentType<RemoteProps & Extra>,
  extra: Extra,
  opts: MountOptions = {},
) {
  const server = createFakeServer(opts.routes ?? {});
  // The fake server reads path and body; the headers of each call are kept here.
  const headers: { path: string; headers: Record<string, string> }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    headers.push({
      path: new URL(String(input), 'http://localhost').pathname,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    return server.fetch(input, init);
  }) as typeof globalThis.fetch;
  const { props: base } = await createTestRemoteProps({
    fetch,
    storage: localStorage,
    siteId: opts.siteId ?? SITE_ID,
    width: opts.width ?? 1280,
    i18n: await testI18n(),
    ...(opts.siteDetail ? { siteDetail: opts.siteDetail } : {}),
    ...(opts.currency ? { currency: opts.currency } : {}),
    ...(opts.language ? { language: opts.language } : {}),
  });
  const navigate = jest.fn();
  const props: RemoteProps = { ...base, navigate, location: { ...base.location, ...opts.location } };
  const remote = defineRemote({
    name: 'mf-auth',
    sharedContract: __SHARED_CONTRACT__,
    rootComponent: Root as ComponentType<RemoteProps>,
    i18n: i18nBundles,
  });
  const domElement = document.body.appendChild(document.createElement('div'));
  const parcel = mountRootParcel(remote, { ...props, ...extra, domElement });
  parcels.push(parcel);
  // Not parcel.mountPromise: with fake timers waitFor moves the clock single-spa-react waits on.
  await waitFor(() => expect(parcel.getStatus()).toBe('MOUNTED'), { interval: 1 });
  return { server, headers, props, bus: props.bus, stores: props.stores, navigate, domElement };
}
