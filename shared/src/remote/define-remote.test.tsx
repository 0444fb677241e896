import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel } from 'single-spa';
import { BusEvent } from '../bus/index.js';
import { CONTRACT_VERSION } from '../contracts/index.js';
import { createTestRemoteProps } from '../testing/create-test-remote-props.js';
import { defineRemote } from './define-remote.js';
import { useRealtimeScope, useRemoteProps } from './remote-context.js';
import type { RemoteProps } from './types.js';

// Awaiting a parcel's mount inside act() deadlocks (toolchain.md); Testing Library turns the
// act environment on in its own beforeAll, so it is turned off after that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const gamesNs = {
  ns: 'mf-games',
  en_US: { hall: 'Game hall', where: 'You are at {{path}}' },
  load: async (lng: string) => (lng === 'vi_VN' ? { hall: 'Sảnh trò chơi' } : undefined),
};

function GamesRoot(props: RemoteProps) {
  const { t } = useTranslation();
  const fromContext = useRemoteProps();
  const [cash, setCash] = useState<string | null>(null);
  const scope = useRealtimeScope();
  useEffect(() => scope.listenPublic('web_member', 'member.cash', (p) => setCash(p.cash)), [scope]);
  return (
    <main>
      <h1>{t('hall')}</h1>
      <p>{t('where', { path: fromContext.location.pathname })}</p>
      <p>{t('requestTimeout', { ns: 'common' })}</p>
      {cash && <output>{cash}</output>}
      <span hidden>{props.basePath}</span>
    </main>
  );
}

const remote = defineRemote({
  name: 'mf-games',
  sharedContract: CONTRACT_VERSION,
  rootComponent: GamesRoot,
  i18n: gamesNs,
});

async function mount(language = 'en_US') {
  const test = await createTestRemoteProps({ basePath: '/games', pathname: '/games/slot', language });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcel = mountRootParcel(remote, { ...test.props, domElement });
  await parcel.mountPromise;
  return { ...test, parcel, domElement };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineRemote', () => {
  it('carries its name and contract version', () => {
    expect(remote.remoteName).toBe('mf-games');
    expect(remote.sharedContract).toBe(CONTRACT_VERSION);
  });

  it("renders the root with its namespace, the common one and the shell's props", async () => {
    const { parcel } = await mount();
    expect(await screen.findByRole('heading', { name: 'Game hall' })).toBeInTheDocument();
    expect(screen.getByText('You are at /games/slot')).toBeInTheDocument();
    expect(screen.getByText('Request timed out')).toBeInTheDocument();
    await parcel.unmount();
  });

  it('loads its namespace in the current language before the first render', async () => {
    const { parcel } = await mount('vi_VN');
    expect(await screen.findByRole('heading', { name: 'Sảnh trò chơi' })).toBeInTheDocument();
    // A key the Vietnamese bundle lacks falls back to English.
    expect(screen.getByText('You are at /games/slot')).toBeInTheDocument();
    await parcel.unmount();
  });

  it('re-renders with new props on update', async () => {
    const { parcel, props } = await mount();
    await screen.findByText('You are at /games/slot');
    await parcel.update?.({ ...props, location: { pathname: '/games/live', search: '', hash: '' } });
    expect(await screen.findByText('You are at /games/live')).toBeInTheDocument();
    await parcel.unmount();
  });

  it('hears realtime events through its scope, and unmount releases that scope', async () => {
    const { parcel, props, echo } = await mount();
    await screen.findByRole('heading', { name: 'Game hall' });
    echo().deliver('web_member', 'member.cash', { cash: '12.00' });
    expect(await screen.findByText('12.00')).toBeInTheDocument();

    // A subscription the remote made outside React (a service, a store) is its too.
    props.realtime.scope('mf-games').listenPrivate('member.9', 'letter.sent', () => undefined);
    props.realtime.scope('shell').listenPublic('web_member', 'login', () => undefined);
    await parcel.unmount();

    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(echo().joined()).toEqual(['web_member']); // the shell's stays
    const stillHeard = jest.fn();
    props.realtime.scope('shell').listenPublic('web_member', 'member.cash', stillHeard);
    echo().deliver('web_member', 'member.cash', { cash: '13.00' });
    expect(stillHeard).toHaveBeenCalledTimes(1);
  });

  it('keeps a crash inside the remote, with a translated message', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = defineRemote({
      name: 'mf-proxy',
      sharedContract: CONTRACT_VERSION,
      rootComponent: () => {
        throw new Error('render failed');
      },
    });
    const test = await createTestRemoteProps({ language: 'zh_CN' });
    const crashes: unknown[] = [];
    test.props.bus.on(BusEvent.remoteCrashed, (payload) => crashes.push(payload));
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const parcel = mountRootParcel(broken, { ...test.props, domElement });
    await parcel.mountPromise;
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('页面的这一部分无法显示。'));
    // The shell hears it, and counts it against the remote's release.
    expect(crashes[0]).toEqual({ remote: 'mf-proxy' });
    await parcel.unmount();
    log.mockRestore();
  });
});
