// The request_id of a transfer (a client UUID; the api is idempotent by it): the same while the
// same values are sent again (a retry after a lost answer is the same transfer, not a second one),
// a new one once a transfer was made or the values changed. (mf-member-center's cashier keeps its
// own for its orders.)
import { useRef } from 'react';

export function useRequestId() {
  const last = useRef<{ key: string; id: string } | null>(null);
  return {
    /** The id for a submit of these values. */
    for(values: object): string {
      const key = JSON.stringify(values);
      if (last.current?.key !== key) last.current = { key, id: crypto.randomUUID() };
      return last.current.id;
    },
    /** The transfer was made: the next submit is a new one. */
    done(): void {
      last.current = null;
    },
  };
}
