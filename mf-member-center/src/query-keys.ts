// React Query keys of mf-member-center, in one place. Every key starts with 'mf-member-center'
// (the remotes share the shell's one QueryClient), except the member layout, which is the
// shell's own key: the header and the member centre read one cache entry.
export const memberKeys = {
  all: ['mf-member-center'] as const,
  profile: (memberId: number | string | null) => ['mf-member-center', 'profile', memberId] as const,
  registerSettings: (siteId: string) => ['mf-member-center', 'register-settings', siteId] as const,
  bonusSetting: (siteId: string, currency: string) => ['mf-member-center', 'bonus-setting', siteId, currency] as const,
  myCash: (memberId: number | string | null) => ['mf-member-center', 'my-cash', memberId] as const,
  /** The Letter page and the member-services parcel (the unread badge) read this one entry. */
  letters: (memberId: number | string | null, language: string) => ['mf-member-center', 'letters', memberId, language] as const,
  lettersOf: (memberId: number | string | null) => ['mf-member-center', 'letters', memberId] as const,
  announcements: (siteId: string, language: string) => ['mf-member-center', 'announcements', siteId, language] as const,
};

/** The shell's key of POST /member/profile/common/layout (shell/src/session/api/member-layout.ts). */
export const SHELL_MEMBER_LAYOUT_KEY = ['shell', 'member-layout'] as const;
