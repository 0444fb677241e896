// Help (faq) pages, spec 01 §2: "/faq and /faq/{id}" with the ids below. Any other id is a
// failed route validation ('Page Not Found: {path}').

const FAQ_IDS = {
  aboutUs: 1,
  userAgreement: 2,
  responsibleGaming: 3,
  termsAndConditions: 4,
  privacyPolicy: 5,
  depositGuidelines: 6,
  withdrawalGuidelines: 7,
  frequentlyAskedQuestions: 8,
  promotionStatement: 17,
} as const;

export type FaqId = (typeof FAQ_IDS)[keyof typeof FAQ_IDS];

/** In the order the help index lists them. */
export const FAQ_ID_LIST: readonly FaqId[] = Object.values(FAQ_IDS);

export function isFaqId(value: unknown): value is FaqId {
  return typeof value === 'number' && (FAQ_ID_LIST as readonly number[]).includes(value);
}

/** POST /api/arks/web/help/list { site_id, language } -> HelpPageSummary[] (new style). */
export interface HelpPageSummary {
  id: FaqId;
  title: string;
}

/** POST /api/arks/web/help/detail { site_id, id, language } -> HelpPageDetail (new style); unknown id: code 404. */
export interface HelpPageDetail {
  id: FaqId;
  title: string;
  /** HTML written by the brand; render it only through sanitizeHtml. */
  content: string;
  /** The language the text is in (en_US when the requested one has no translation). */
  language: string;
  /** Epoch milliseconds. */
  updated_at: number;
}
