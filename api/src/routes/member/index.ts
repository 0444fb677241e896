// The member centre (spec 02 §2-§3, §7): profile and passwords, letters, announcements after
// login and the friend referral. The cashier lives in its own area.
// One file per endpoint in this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { announcementMemberRoute } from './announcement-member.js';
import { editPasswordRoute } from './edit-password.js';
import { letterDestroyRoute } from './letter-destroy.js';
import { letterListRoute } from './letter-list.js';
import { letterReadRoute } from './letter-read.js';
import type { MemberRouteOptions } from './options.js';
import { profilePhoneSmsRoute } from './profile-phone-sms.js';
import { profileUpdateRoute } from './profile-update.js';
import { profileRoute } from './profile.js';
import { recommendMembersRoute } from './recommend-members.js';
import { recommendProjectRoute } from './recommend-project.js';
import { recommendRecordRoute } from './recommend-record.js';
import { withdrawPasswordRoute } from './withdraw-password.js';
import { named } from '../../http/plugin-name.js';

export const memberRoutes: RoutePlugin = async (api, options) => {
  const { letters, announcements, referral, memberProfile, registerSettings, registerGuard, registrations } =
    options.services;
  const withMember: MemberRouteOptions = {
    ...options,
    letters,
    announcements,
    referral,
    profile: memberProfile,
    registerSettings,
    registerGuard,
    registrations,
  };
  await api.register(named(profileRoute), withMember);
  await api.register(named(profileUpdateRoute), withMember);
  await api.register(named(profilePhoneSmsRoute), withMember);
  await api.register(named(editPasswordRoute), withMember);
  await api.register(named(withdrawPasswordRoute), withMember);
  await api.register(named(letterListRoute), withMember);
  await api.register(named(letterReadRoute), withMember);
  await api.register(named(letterDestroyRoute), withMember);
  await api.register(named(announcementMemberRoute), withMember);
  await api.register(named(recommendProjectRoute), withMember);
  await api.register(named(recommendRecordRoute), withMember);
  await api.register(named(recommendMembersRoute), withMember);
};
