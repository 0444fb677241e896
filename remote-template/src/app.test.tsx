import { screen, waitFor, within } from '@testing-library/react';
import { CONTRACT_VERSION } from '@croupier/shared';
import { mountRemote } from '@croupier/shared/testing';
import remote from './app.js';

// Awaiting a parcel's mount inside act() deadlocks (toolchain.md); Testing Library turns the
// act environment on in its own beforeAll, so it is turned off after that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe("mf-template './app'", () => {
  it('is a RemoteModule built against this contract', () => {
    expect(remote.remoteName).toBe('mf-template');
    expect(remote.sharedContract).toBe(CONTRACT_VERSION);
  });

  it('mounts as a parcel at its route, follows the location the shell passes, and unmounts', async () => {
    const mounted = await mountRemote(remote, { basePath: '/template', pathname: '/template' });
    const page = () => screen.getByRole('region', { name: 'New area' });
    await waitFor(() => expect(within(page()).getByText('Current page: /')).toBeInTheDocument());

    await mounted.goTo('/template/reports/2026');
    await waitFor(() => expect(within(page()).getByText('Current page: /reports/2026')).toBeInTheDocument());

    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
  });
});
