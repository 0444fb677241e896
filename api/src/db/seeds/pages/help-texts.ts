import type { FaqId } from '@croupier/shared/contracts';

/** One language's help pages: title and HTML content per faq id. */
export type HelpTexts = Record<FaqId, { title: string; content: string }>;
