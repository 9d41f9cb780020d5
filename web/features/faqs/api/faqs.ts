import { useQuery } from '@tanstack/react-query';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal } from '#web/lib/portal-client.ts';

/** The FAQs page's texts (spec 2.2); its heading is also its route's title (web/app/router.tsx). */
export const FAQ_TEXTS = {
  heading: 'FAQs',
  empty: 'There are no frequently asked questions yet.',
  failed: 'It looks like something has gone wrong, please try again later',
} as const;

export interface Faq {
  question: string;
  answer: string;
}

/** GET /api/content/faqs: the client's FAQs (the CMS's faqs). */
export const FAQS_CALL = pageCall(portal.api.content.faqs, {}, ['content', 'faqs']);

export function useFaqs() {
  return useQuery(pageCallQuery(FAQS_CALL));
}
