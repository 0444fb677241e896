// In-page links: real <a href> (new tab, copy, "link" for screen readers) while a plain click
// goes through the shell's history (props.navigate).
import { useCallback, type MouseEvent } from 'react';
import { useRemoteProps } from '@croupier/shared';

export function useLinkClick(): (event: MouseEvent<HTMLAnchorElement>, to: string) => void {
  const { navigate } = useRemoteProps();
  return useCallback(
    (event, to) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(to);
    },
    [navigate],
  );
}

export const BIND_ACCOUNT_PATH = '/user/BindAccount';
export const INFO_PATH = '/user/Info';
