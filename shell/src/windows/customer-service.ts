// Customer service (spec 01 §2: a 1024x768 window when its open type is new_window). The URL is
// the brand's customerUrl for the interface language (env_config), unless the caller gives one.
// Default open type (not in the spec): new_window on desktop, iframe on mobile and in the app.
// Only http(s) URLs are opened (spec 01 §5: a dangerous protocol is an error).
import { openPopup, type CustomerServiceOpenType } from '@croupier/shared';

/** Spec 01 §9: the customer-service window is 1024x768. */
export const CUSTOMER_SERVICE_WINDOW = { width: 1024, height: 768 } as const;

export interface CustomerServiceRequest {
  url: string | null;
  openType?: CustomerServiceOpenType;
  isDesktop: boolean;
  inApp: boolean;
}

export type CustomerServiceOutcome =
  { mode: 'new_window' } | { mode: 'same_page'; url: string } | { mode: 'iframe'; url: string } | { mode: 'refused' };

export const isSafeExternalUrl = (url: string | null): url is string => {
  if (!url) return false;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

export function defaultOpenType({
  isDesktop,
  inApp,
}: Pick<CustomerServiceRequest, 'isDesktop' | 'inApp'>): CustomerServiceOpenType {
  return isDesktop && !inApp ? 'new_window' : 'iframe';
}

/** Opens the window itself; a same-page or iframe outcome is for the caller to carry out. */
export function openCustomerService(request: CustomerServiceRequest): CustomerServiceOutcome {
  const { url } = request;
  if (!isSafeExternalUrl(url)) return { mode: 'refused' };
  const openType = request.openType ?? defaultOpenType(request);
  if (openType === 'new_window') {
    const popup = openPopup(url, 'customerService', CUSTOMER_SERVICE_WINDOW);
    if (popup) {
      // Another site: it gets no handle on this page.
      popup.opener = null;
      return { mode: 'new_window' };
    }
    return { mode: 'iframe', url }; // blocked: show it over the page instead
  }
  return openType === 'same_page' ? { mode: 'same_page', url } : { mode: 'iframe', url };
}
