// The frame's face: the pages, their groups and paths (/user/{page}), whether referral is offered,
// the unread badge, and the status words every page shows. The frame's CSS is src/styles.css.
export { useIsFriend } from './api/bonus-setting-check.js';
export { DEFAULT_PAGE, RECOMMEND_GROUP, groupOf, visibleGroups, type MemberPage } from './menu.js';
export { MENU_PATH, matchMemberRoute, pagePath } from './routes.js';
export { UnreadBadge } from './unread-badge.js';
export { useStatusLabels } from './use-status-labels.js';
