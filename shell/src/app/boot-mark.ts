// The moment the shell's own code has loaded and its boot begins (a User Timing mark): what the page
// fetched before it is what the first render needed; the e2e byte budget and `npm run bench` split
// the page's JavaScript there (scripts/lib/js-costs.mjs), and a real-user monitor may read it too.
export const BOOT_MARK = 'croupier:boot';
