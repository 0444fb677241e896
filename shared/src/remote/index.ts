export type { RemoteProps, RemoteModule, RemoteStores, NavigateOptions } from './types.js';
// RemoteContext: for defineRemote (@croupier/shared/remote), which takes it through the share scope.
export { RemoteContext, useRemoteProps, useRealtimeScope } from './remote-context.js';
export { useLinkClick } from './use-link-click.js';
export { MEMBER_LAYOUT_KEY, memberLayoutQuery, useMemberLayout } from './member-layout.js';
export { carouselQuery } from './home-carousel.js';
export { gameLabelQuery, gameListQuery } from './game-lists.js';
