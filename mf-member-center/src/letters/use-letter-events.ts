// letter.sent, letter.read and letter.delete on the member's private channel (spec 02 §7): the
// letter list is asked again at once (the page and the badge follow), and after every
// (re)subscription.
import { RealtimeEvent } from '@croupier/shared';
import { memberKeys } from '../query-keys.js';
import { useMemberEventRefetch } from '../services/index.js';

const LETTER_EVENTS = [RealtimeEvent.letterSent, RealtimeEvent.letterRead, RealtimeEvent.letterDelete] as const;
const lettersKeys = (memberId: number) => [memberKeys.lettersOf(memberId)];

export const useLetterEvents = (): void => useMemberEventRefetch(LETTER_EVENTS, lettersKeys, { catchUp: true });
