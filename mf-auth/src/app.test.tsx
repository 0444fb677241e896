import { screen, waitFor, within } from '@testing-library/react';
import { BusEvent, CONTRACT_VERSION } from '@croupier/shared';
import { mountRemote, routeFetch } from '@croupier/shared/testing';
import app from './app.js';
import loginModal from './login-modal.js';

// Awaiting a parcel's mount inside act() deadlocks (toolchain.md); Testing Library turns the
// act environment on in its own beforeAll, so it is turned off after that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe.each([
  ['./app', app],
  ['./login-modal', loginModal],
])("mf-auth '%s'", (_, remote) => {
  it('is a RemoteModule built against this contract', () => {
    expect(remote.remoteName).toBe('mf-auth');
    expect(remote.sharedContract).toBe(CONTRACT_VERSION);
  });
});

describe("mf-auth './app'", () => {
  it('mounts at /authCallback with the third-party callback page and unmounts', async () => {
    const mounted = await mountRemote(app, { basePath: '/authCallback', pathname: '/authCallback' });
    const page = await screen.findByRole('region', { name: 'Third-party login' });
    // Opened without a sign-in of this site behind it, the page says so.
    expect(await within(page).findByRole('status')).toHaveTextContent('This sign-in was not started from this site.');
    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
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
    const mounted = await mountRemote(loginModal, { fetch, basePath: '/', pathname: '/' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mounted.props.bus.emit(BusEvent.openLogin, { tab: 'login' });

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Verification code image' })).toBeInTheDocument();
    await mounted.unmount();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
