// The wallet's face: the frame shows the MyWallet page; the member-services parcel keeps mf-games'
// launch flags and answers other remotes' requests to refresh the wallet.
export { watchLaunchState } from './launch-state.js';
export { MyWalletPage } from './my-wallet-page.js';
export { useWalletRefreshRequests } from './use-wallet-refresh-requests.js';
