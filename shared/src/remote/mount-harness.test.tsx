import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import type { Parcel } from 'single-spa';
import { BusEvent } from '../bus/events.js';
import { CONTRACT_VERSION, type SiteDetail } from '../contracts/index.js';
import type { EchoSettings } from '../realtime/echo-connection.js';
import { useStore } from '../stores/index.js';
import { FakeEcho } from '../testing/fake-echo.js';
import { jsonResponse, routeFetch } from '../testing/json-response.js';
import { toast } from '../ui/index.js';
import { defineRemote } from './define-remote.js';
import { mountHarness } from './mount-harness.js';
import type { RemoteProps } from './types.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const detail = {
  site_id: '1',
  site_name: 'Lucky Star',
  settings: { CURRENCY: 'VND,USD', LANGUAGE: 'en_US,vi_VN' },
  env_config: { socket: { key: 'local-key', host: 'localhost', port: 6001, force_tls: false } },
  modules: [],
} as unknown as SiteDetail;

let seen: RemoteProps | null = null;
function Root(props: RemoteProps) {
  useEffect(() => {
    seen = props; // what the remote was given, for the assertions below
  });
  const siteName = useStore(props.stores.site, (s) => s.detail?.site_name);
  const loggedIn = useStore(props.stores.session, (s) => s.isLoggedIn);
  const [loggedOut, setLoggedOut] = useState(false);
  useEffect(() => props.bus.on(BusEvent.loggedOut, () => setLoggedOut(true)), [props.bus]);
  return (
    <div>
      <h1>{siteName}</h1>
      <p>path {props.location.pathname}</p>
      <p>{loggedIn ? 'member' : 'guest'}</p>
      {loggedOut && <p>logged out</p>}
      <button type="button" onClick={() => props.navigate('/user/profile')}>
        profile
      </button>
      <button type="button" onClick={() => toast.show('Profile saved', { type: 'success' })}>
        save
      </button>
    </div>
  );
}
const remote = defineRemote({ name: 'mf-member-center', sharedContract: CONTRACT_VERSION, rootComponent: Root });

let parcel: Parcel | undefined;
const echos: FakeEcho[] = [];
const echoFactory = (s: EchoSettings) => {
  const e = new FakeEcho(s);
  echos.push(e);
  return e;
};

beforeEach(() => {
  localStorage.clear();
  echos.length = 0;
  history.replaceState(null, '', '/user');
});
afterEach(async () => {
  await parcel?.unmount();
  parcel = undefined;
  document.body.innerHTML = '';
});

const element = () => document.body.appendChild(document.createElement('div'));

describe('mountHarness', () => {
  it('mounts the remote with the site detail, and the socket from its env_config', async () => {
    const fetch = routeFetch({ '/arks/web/site/detail': () => ({ code: 1000, message: '', data: detail }) });
    parcel = await mountHarness(remote, { basePath: '/user', element: element(), fetch, echoFactory });
    expect(await screen.findByRole('heading', { name: 'Lucky Star' })).toBeInTheDocument();
    expect(fetch.calls[0]).toMatchObject({ path: '/arks/web/site/detail', body: { site_id: '1' } });
    expect(echos[0]?.settings).toMatchObject({ key: 'local-key', wsHost: 'localhost', wsPort: 6001, forceTLS: false });
    expect(seen?.stores.ui.getState().currency).toBe('VND');
  });

  it('navigates through history and re-renders on navigate and on back', async () => {
    const fetch = routeFetch({ '/arks/web/site/detail': () => ({ code: 1000, message: '', data: detail }) });
    parcel = await mountHarness(remote, { basePath: '/user', element: element(), fetch, echoFactory });
    expect(await screen.findByText('path /user')).toBeInTheDocument();
    screen.getByRole('button', { name: 'profile' }).click();
    expect(await screen.findByText('path /user/profile')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/user/profile');
    history.back();
    expect(await screen.findByText('path /user')).toBeInTheDocument();
  });

  it('provides the toast host a remote needs when it runs alone', async () => {
    const fetch = routeFetch({ '/arks/web/site/detail': () => ({ code: 1000, message: '', data: detail }) });
    parcel = await mountHarness(remote, { basePath: '/user', element: element(), fetch, echoFactory });
    (await screen.findByRole('button', { name: 'save' })).click();
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('logs out on a 401, as the shell would', async () => {
    localStorage.setItem('token', 'stale');
    localStorage.setItem('member_id', '7');
    const fetch = routeFetch({
      '/arks/web/site/detail': () => ({ code: 1000, message: '', data: detail }),
      '/member/profile': () => jsonResponse(undefined, { status: 401 }),
    });
    parcel = await mountHarness(remote, { basePath: '/user', element: element(), fetch, echoFactory });
    expect(await screen.findByText('member')).toBeInTheDocument();
    await expect(seen?.api.post('/member/profile')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(await screen.findByText('logged out')).toBeInTheDocument();
    expect(screen.getByText('guest')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(echos).toHaveLength(2)); // the socket was rebuilt without the token
    expect(echos[1]?.settings.auth.headers).toEqual({});
  });

  it('fails loudly when the site detail cannot be fetched', async () => {
    const fetch = routeFetch({
      '/arks/web/site/detail': () => ({ code: 404, message: 'Site 1 not found', data: null }),
    });
    await expect(mountHarness(remote, { basePath: '/user', element: element(), fetch, echoFactory })).rejects.toThrow(
      'Site 1 not found',
    );
  });
});
