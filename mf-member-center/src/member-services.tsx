// The exposed './member-services': a parcel the shell mounts in the page frame while a member is
// logged in. It owns what the member centre does outside its own pages (the unread-letter count
// the shell shows as a badge, the forced password change). Renders nothing yet.
import { defineRemote } from '@croupier/shared';
import { i18nBundles } from './i18n.js';

function MemberServices() {
  return null;
}

export default defineRemote({
  name: 'mf-member-center',
  parcel: 'member-services',
  sharedContract: __SHARED_CONTRACT__,
  rootComponent: MemberServices,
  i18n: i18nBundles,
});
