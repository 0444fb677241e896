// Ad tracking (spec 01 §7 "Ad tracking", §9): the event names a deposit sends, the brand's pixel
// setting and the body of POST /api/fb_tracking. (The cookies are the shell's: tracking/cookies.ts.)

export const FbTrackingEvent = {
  firstPay: 'e_first_pay',
  pay: 'e_pay',
  purchase: 'Purchase',
} as const;
export type FbTrackingEventName = (typeof FbTrackingEvent)[keyof typeof FbTrackingEvent];

/** env_config.fb_pixel: the brand's pixel, on only for these interface languages. */
export interface FbPixelSetting {
  id: string;
  languages: string[];
}

/** POST /api/fb_tracking (new style answer, data null). */
export interface FbTrackingRequest {
  site_id: string;
  pixel_id: string;
  event_name: FbTrackingEventName;
  /** Deduplicates the browser and server events: the deposit's order_number for Purchase. */
  event_id: string;
  /** Decimal text, e.g. '100.00'. */
  value?: string;
  currency?: string;
  fbp: string | null;
  fbc: string | null;
  language: string;
  event_source_url: string;
}
