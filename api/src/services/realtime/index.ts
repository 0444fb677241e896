// What the api pushes to pages: the Pusher client and the publisher of member and site events.
// What other domains and the routes may use; the files of this folder import each other directly.
export { createRealtimePublisher, type RealtimePublisher } from './publisher.js';
export { createPusher } from './pusher-client.js';
