import { screen, waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { CONTRACT_VERSION } from '@croupier/shared';
import { createTestRemoteProps } from '@croupier/shared/testing';
import remote, { bootstrap, mount, remoteName, sharedContract, unmount, update } from './app.js';

// Awaiting a parcel's mount inside act() deadlocks (toolchain.md); Testing Library turns the
// act environment on in its own beforeAll, so it is turned off after that.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe("mf-promotions './app'", () => {
  it('exports the RemoteModule as default and its lifecycles by name', () => {
    expect(remoteName).toBe('mf-promotions');
    expect(sharedContract).toBe(CONTRACT_VERSION);
    expect({ bootstrap, mount, unmount, update }).toEqual({
      bootstrap: remote.bootstrap,
      mount: remote.mount,
      unmount: remote.unmount,
      update: remote.update,
    });
  });

  it('mounts as a parcel at its route, follows the location the shell passes, and unmounts', async () => {
    const { props } = await createTestRemoteProps({ basePath: '/discount', pathname: '/discount' });
    const domElement = document.body.appendChild(document.createElement('div'));
    const at = (pathname: string) =>
      ({ ...props, location: { pathname, search: '', hash: '' }, domElement });

    const parcel = mountRootParcel(remote, at('/discount'));
    await parcel.mountPromise;
    expect(await screen.findByRole('region', { name: 'Promotions' })).toBeInTheDocument();

    await parcel.update?.(at('/discount/3'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Promotions' })).toHaveTextContent('Current page: /3'));

    await parcel.unmount();
    expect(domElement).toBeEmptyDOMElement();
  });
});
