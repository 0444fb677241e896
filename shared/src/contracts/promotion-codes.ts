// Answer codes of mf-promotions' calls, for the api that answers them and the remote that shows
// them (spec 02 §8: a red-envelope 102 shows the message and clears the envelope; any other
// failure shows the server's message).

export const PromotionCode = {
  /** A red envelope, announcement, bulletin or promotion that does not exist (or is not running now). */
  notFound: 101,
  /** Red envelope: this member claimed it already, or no share is left. The client clears the envelope. */
  redEnvelopeUnavailable: 102,
  /** Red envelope: it is for another currency than the member's. */
  redEnvelopeOtherCurrency: 103,
  /** Sign-in: the activity is not on for the member's currency, not started or over. */
  signinNotOpen: 201,
  /** Sign-in: already signed in today (site time zone). */
  signinAlready: 202,
  /** Promotion: not started yet, or over. */
  promotionNotRunning: 301,
  /** Promotion: it takes no application (apply_type 0). */
  promotionNoApply: 302,
  /** Promotion: this member applied or claimed already. */
  promotionAlreadyApplied: 303,
  /** Promotion: not offered in the member's currency. */
  promotionOtherCurrency: 304,
} as const;
