// Mounts a remote's lifecycles as a single-spa parcel the way the shell does, with the same
// props, so a remote's test reads: mount at a path, move to another, unmount.
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemoteModule, RemoteProps } from '../remote/types.js';
import { createTestRemoteProps, type TestRemoteOptions } from './create-test-remote-props.js';

export interface MountedRemote {
  parcel: Parcel;
  domElement: HTMLElement;
  props: RemoteProps;
  /** Sends the shell's next location to the mounted parcel. */
  goTo(pathname: string, search?: string): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * Awaiting a parcel's mount inside act() deadlocks (toolchain.md): call this from a test file
 * that sets `IS_REACT_ACT_ENVIRONMENT = false` in a beforeAll.
 */
export async function mountRemote(
  remote: RemoteModule,
  options: TestRemoteOptions & { basePath: string; pathname: string },
): Promise<MountedRemote> {
  const { props } = await createTestRemoteProps(options);
  const domElement = document.body.appendChild(document.createElement('div'));
  const at = (pathname: string, search = '') => ({ ...props, location: { pathname, search, hash: '' }, domElement });
  const parcel = mountRootParcel(remote, at(options.pathname));
  await parcel.mountPromise;
  return {
    parcel,
    domElement,
    props,
    goTo: async (pathname, search) => {
      await parcel.update?.(at(pathname, search));
    },
    unmount: async () => {
      await parcel.unmount();
    },
  };
}
