// Tells the shell the member's unread-letter count (BusEvent.lettersUnreadCount) whenever it
// changes, from the letter list the Letter page shows too: the shell draws the badge.
import { BusEvent, useRemoteProps } from '@croupier/shared';
import { useEffect } from 'react';
import { useLetterList } from './api/letter-list.js';

export function useUnreadCountAnnouncer(): void {
  const { bus } = useRemoteProps();
  const count = useLetterList().data?.unread_count;
  useEffect(() => {
    if (count !== undefined) bus.emit(BusEvent.lettersUnreadCount, { count });
  }, [bus, count]);
}
