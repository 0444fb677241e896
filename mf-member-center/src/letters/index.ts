// The letters' face: the frame shows the Letter page and the menu's unread badge; the
// member-services parcel keeps the list current and tells the shell the unread count.
export { useLetterList } from './api/letter-list.js';
export { LetterPage } from './letter-page.js';
export { useLetterEvents } from './use-letter-events.js';
export { useUnreadCountAnnouncer } from './use-unread-count-announcer.js';
