// The request_id of a money submit (a client UUID; the api is idempotent by it: the member
// centre's deposit and withdrawal orders, mf-proxy's transfers): the same while the same values
// are sent again (a retry after a lost answer is the same order, not a second one), a new one
// once the order was made or the values changed.
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
    /** The order was made: the next submit is a new one. */
    done(): void {
      last.current = null;
    },
  };
}
