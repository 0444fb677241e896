import { screen, waitFor } from '@testing-library/react';
import { CONTRACT_VERSION } from '@croupier/shared';
import { mountRemote } from '@croupier/shared/testing';
import remote from './app.js';

// Awaiting a parcel's mount inside act() deadlocks (toolchain.md); Testing Library turns the
// act environment on in its own beforeAll, so it is turned off after that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe("mf-promotions './app'", () => {
  it('is a RemoteModule built against this contract', () => {
    expect(remote.remoteName).toBe('mf-promotions');
    expect(remote.sharedContract).toBe(CONTRACT_VERSION);
  });

  it('mounts as a parcel at its route, follows the location the shell passes, and unmounts', async () => {
    const mounted = await mountRemote(remote, { basePath: '/discount', pathname: '/discount' });
    expect(await screen.findByRole('region', { name: 'Promotions' })).toBeInTheDocument();

    await mounted.goTo('/discount/3');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Promotion' })).toBeInTheDocument());

    await mounted.goTo('/discount/nope');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Page not found' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Back to promotions' })).toHaveAttribute('href', '/discount');

    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
