// The edges boot() is given in tests: the network (env.json beside the fake api), a socket that
// records its settings, and a federation runtime that records what was registered.
import type { EchoConnection, EchoSettings } from '@croupier/shared';
import type { BootOptions } from '../app/boot.js';
import { createFakeFetch, type Answers } from './fake-fetch.js';

export function bootEdges(answers: Answers) {
  // env.json is fetched from the shell's own origin, not under /api; an answer may replace it.
  const fake = createFakeFetch({ '/env.json': { body: { SITE_ID: '1' } }, ...answers });
  const sockets: EchoSettings[] = [];
  const echoFactory = (settings: EchoSettings): EchoConnection => {
    sockets.push(settings);
    const channel = { listen: () => undefined, stopListening: () => undefined };
    return {
      channel: () => channel,
      private: () => channel,
      join: () => channel,
      leaveChannel: () => undefined,
      disconnect: () => undefined,
      state: () => 'connected',
    };
  };
  const registered: string[] = [];
  const options: BootOptions = {
    fetch: fake.fetch,
    echoFactory,
    federation: { registerRemotes: (r) => void registered.push(...r.map((x) => x.name)), loadRemote: async () => null },
  };
  return { options, fake, sockets, registered };
}
