import { useQuery } from '@tanstack/react-query';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal } from '#web/lib/portal-client.ts';
import { FAQ_TEXTS } from '../faqs-texts';

export { FAQ_TEXTS };

export interface Faq {
  question: string;
  answer: string;
}

/** GET /api/content/faqs: the client's FAQs (the CMS's faqs). */
export const FAQS_CALL = pageCall(portal.api.content.faqs, {}, ['content', 'faqs']);

export function useFaqs() {
  return useQuery(pageCallQuery(FAQS_CALL));
}
