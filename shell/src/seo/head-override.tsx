// A page that owns its head (the error page: its own title, noindex, its own visible <h1>)
// overrides what the SEO table says while it is shown.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface HeadOverride {
  title: string;
  noindex: boolean;
}

interface HeadOverrideApi {
  override: HeadOverride | null;
  setOverride(value: HeadOverride | null): void;
}

const HeadOverrideContext = createContext<HeadOverrideApi | null>(null);

export function HeadOverrideProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<HeadOverride | null>(null);
  return <HeadOverrideContext.Provider value={{ override, setOverride }}>{children}</HeadOverrideContext.Provider>;
}

export function useHeadOverrideValue(): HeadOverride | null {
  return useContext(HeadOverrideContext)?.override ?? null;
}

/** While the calling component is mounted, the page's head is `title` (and noindex if asked). */
export function useHeadOverride(title: string, noindex: boolean): void {
  const setOverride = useContext(HeadOverrideContext)?.setOverride;
  useEffect(() => {
    if (!setOverride) return;
    setOverride({ title, noindex });
    return () => setOverride(null);
  }, [setOverride, title, noindex]);
}
