import { screen, waitFor } from '@testing-library/react';
import { CONTRACT_VERSION } from '@croupier/shared';
import { mountRemote } from '@croupier/shared/testing';
import remote from './app.js';

// Awaiting a parcel's mount inside act() deadlocks (toolchain.md); Testing Library turns the
// act environment on in its own beforeAll, so it is turned off after that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe("mf-proxy './app'", () => {
  it('is a RemoteModule built against this contract', () => {
    expect(remote.remoteName).toBe('mf-proxy');
    expect(remote.sharedContract).toBe(CONTRACT_VERSION);
  });

  it('mounts as a parcel at its route, follows the location the shell passes, and unmounts', async () => {
    const mounted = await mountRemote(remote, { basePath: '/proxy', pathname: '/proxy/Agreement' });
    expect(await screen.findByRole('navigation', { name: 'Agent menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Agent agreement' })).toBeInTheDocument();

    await mounted.goTo('/proxy/Plan');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Commission plan' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Commission plan' })).toHaveAttribute('aria-current', 'page');

    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
