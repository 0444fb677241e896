// In-page links of a remote: real <a href> (open in a new tab, copy, screen-reader "link"),
// while a plain click goes through the shell's history (props.navigate).
import { useCallback, type MouseEvent } from 'react';
import { useRemoteProps } from './remote-context.js';

export function useLinkClick(): (event: MouseEvent<HTMLAnchorElement>, to: string) => void {
  const { navigate } = useRemoteProps();
  return useCallback(
    (event, to) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      navigate(to);
    },
    [navigate],
  );
}
