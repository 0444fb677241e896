/** The part of `pathname` below the remote's base path, always starting with '/'. */
export function subPath(basePath: string, pathname: string): string {
  const base = basePath.replace(/\/+$/, '');
  if (!base) return pathname || '/';
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}
