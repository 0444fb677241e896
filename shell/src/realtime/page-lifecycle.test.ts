import { closeSocketWithPage } from './page-lifecycle.js';

const pageEvent = (type: string, persisted: boolean) => Object.assign(new Event(type), { persisted });

it('closes the socket when the page goes away and reopens it when the page comes back from the cache', () => {
  const calls: string[] = [];
  const target = new EventTarget() as unknown as Window;
  const off = closeSocketWithPage(
    { connect: () => void calls.push('connect'), disconnect: () => void calls.push('disconnect') },
    target,
  );

  target.dispatchEvent(pageEvent('pageshow', false)); // the first load: already connected
  target.dispatchEvent(pageEvent('pagehide', true));
  target.dispatchEvent(pageEvent('pageshow', true));
  expect(calls).toEqual(['disconnect', 'connect']);

  off();
  target.dispatchEvent(pageEvent('pagehide', false));
  expect(calls).toEqual(['disconnect', 'connect']);
});
