// The daily sign-in (cash surplus): the 7-day cycle, streak and today's button (issue 13).
export function DailySignin() {
  return null;
}
