// React Query keys of mf-template, in one place. Every key starts with 'mf-template' (the remotes
// share the shell's one QueryClient). A key function with fewer arguments is the prefix of the
// longer one (an invalidation of the prefix reaches all). Each endpoint's file under its
// feature's api/ takes its key from here, e.g.
//   items: (siteId: string, language: string) => ['mf-template', 'items', siteId, language] as const,
export const queryKeys = {
  all: ['mf-template'] as const,
};
