// A remote's exposed module as the shell receives it: single-spa lifecycles that render a
// line of text into the parcel's element, and record the props of every update.
import { CONTRACT_VERSION, type ModuleName, type RemoteModule, type RemoteProps } from '@croupier/shared';

type ParcelProps = RemoteProps & { domElement: HTMLElement };

export function createFakeRemote(remoteName: ModuleName, text: string, sharedContract: string = CONTRACT_VERSION) {
  const mounted: ParcelProps[] = [];
  const updates: ParcelProps[] = [];
  const remote: RemoteModule = {
    remoteName,
    sharedContract,
    bootstrap: async () => undefined,
    mount: async (props) => {
      const p = props as unknown as ParcelProps;
      const el = document.createElement('p');
      el.textContent = text;
      p.domElement.appendChild(el);
      mounted.push(p);
    },
    update: async (props) => {
      updates.push(props as unknown as ParcelProps);
    },
    unmount: async (props) => {
      (props as unknown as ParcelProps).domElement.replaceChildren();
    },
  };
  return { remote, mounted, updates };
}
