import { screen, waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { BusEvent, CONTRACT_VERSION } from '@croupier/shared';
import { createTestRemoteProps, routeFetch } from '@croupier/shared/testing';
import app, * as appExports from './app.js';
import loginModal, * as loginModalExports from './login-modal.js';

// Awaiting a parcel's mount inside act() deadlocks (toolchain.md); Testing Library turns the
// act environment on in its own beforeAll, so it is turned off after that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe.each([
  ['./app', app, appExports],
  ['./login-modal', loginModal, loginModalExports],
])("mf-auth '%s'", (_, remote, named) => {
  it('exports the RemoteModule as default and its lifecycles by name', () => {
    expect(named.remoteName).toBe('mf-auth');
    expect(named.sharedContract).toBe(CONTRACT_VERSION);
    expect([named.bootstrap, named.mount, named.unmount, named.update]).toEqual([
      remote.bootstrap,
      remote.mount,
      remote.unmount,
      remote.update,
    ]);
  });
});

describe("mf-auth './app'", () => {
  it('mounts at /authCallback with the placeholder page and unmounts', async () => {
    const { props } = await createTestRemoteProps({ basePath: '/authCallback' });
    const domElement = document.body.appendChild(document.createElement('div'));
    const parcel = mountRootParcel(app, { ...props, domElement });
    await parcel.mountPromise;
    expect(await screen.findByRole('region', { name: 'Third-party login' })).toBeInTheDocument();
    await parcel.unmount();
    expect(domElement).toBeEmptyDOMElement();
  });
});

describe("mf-auth './login-modal'", () => {
  it('renders nothing until openLogin arrives on the bus, then the modal with its captcha', async () => {
    const fetch = routeFetch({
      '/captcha': () => ({
        header: { status: '0000100', desc: '' },
        body: { token: 't1', captcha: 'data:image/svg+xml;base64,PHN2Zy8+', placeholder: '' },
      }),
    });
    const { props } = await createTestRemoteProps({ fetch });
    const domElement = document.body.appendChild(document.createElement('div'));
    const parcel = mountRootParcel(loginModal, { ...props, domElement });
    await parcel.mountPromise;
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    props.bus.emit(BusEvent.openLogin, { tab: 'login' });

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Verification code image' })).toBeInTheDocument();
    await parcel.unmount();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
