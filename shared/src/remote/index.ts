export type { RemoteProps, RemoteModule, RemoteStores, NavigateOptions } from './types.js';
export { defineRemote } from './define-remote.js';
export { useRemoteProps, useRealtimeScope } from './remote-context.js';
export { mountHarness } from './mount-harness.js';
export { useLinkClick } from './use-link-click.js';
export { MEMBER_LAYOUT_KEY, memberLayoutQuery, useMemberLayout } from './member-layout.js';
export { carouselQuery } from './home-carousel.js';
export { gameLabelQuery, gameListQuery } from './game-lists.js';
