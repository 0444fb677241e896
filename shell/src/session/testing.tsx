// Test helpers of the session, entry and window tests: where the router is, and a browser's
// window.open that records the windows it "opens".
import { useLocation } from 'react-router-dom';

/** Renders the router's current path + query, for assertions on URL changes. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="current location">{`${pathname}${search}`}</output>;
}

export interface FakePopup {
  url: string;
  name: string;
  features: string | undefined;
  closed: boolean;
  opener: unknown;
  close(): void;
  focus(): void;
  location: { href: string };
}

/** Replaces window.open; `blocked` makes it answer null as a popup blocker does. */
export function fakeWindowOpen({ blocked = false } = {}) {
  const opened: FakePopup[] = [];
  const spy = jest.spyOn(window, 'open').mockImplementation((url?: string | URL, name?: string, features?: string) => {
    if (blocked) return null;
    const popup: FakePopup = {
      url: String(url),
      name: name ?? '',
      features,
      closed: false,
      opener: window,
      close() {
        this.closed = true;
      },
      focus: () => undefined,
      location: { href: String(url) },
    };
    opened.push(popup);
    return popup as unknown as Window;
  });
  return { opened, restore: () => spy.mockRestore() };
}
