// The typed event bus between the shell and the remotes. Event names and payloads are the
// one map in events.ts; a handler that throws is logged and does not stop the others.

import type { BusEventName, BusPayloads } from './events.js';

export type BusHandler<E extends BusEventName> = (payload: BusPayloads[E]) => void;

export interface Bus {
  /** Returns the function that removes the handler. */
  on<E extends BusEventName>(event: E, handler: BusHandler<E>): () => void;
  /** Like `on`, removed after the first event. */
  once<E extends BusEventName>(event: E, handler: BusHandler<E>): () => void;
  emit<E extends BusEventName>(event: E, payload: BusPayloads[E]): void;
}

export function createBus(): Bus {
  const handlers = new Map<BusEventName, Set<(payload: never) => void>>();

  const on: Bus['on'] = (event, handler) => {
    let set = handlers.get(event);
    if (!set) handlers.set(event, (set = new Set()));
    const h = handler as (payload: never) => void;
    set.add(h);
    return () => {
      set.delete(h);
    };
  };

  return {
    on,
    once(event, handler) {
      const off = on(event, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
    emit(event, payload) {
      // A copy: handlers removed or added while emitting do not change this round.
      for (const h of [...(handlers.get(event) ?? [])]) {
        try {
          (h as (p: typeof payload) => void)(payload);
        } catch (err) {
          console.error(`[bus] a handler of '${event}' threw`, err);
        }
      }
    },
  };
}
