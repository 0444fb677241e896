// A query's status for the rest of mf-proxy, in this remote's words: the frame and the pages show
// <Loading/> and <QueryStatus/> while a query has no data.
export { Loading, QueryStatus } from './query-status.js';
