import { useQuery } from '@tanstack/react-query';
import type { PageDataCall } from '../../../../worker/contract/page-data';
import { pageCallQuery } from '../../../lib/page-call';

export interface Faq {
  question: string;
  answer: string;
}

/** GET /api/content/faqs: the client's FAQs (the CMS's faqs). */
export const FAQS_CALL: PageDataCall = { apiPath: '/api/content/faqs', queryKey: ['content', 'faqs'] };

export function useFaqs() {
  return useQuery(pageCallQuery<Faq[]>(FAQS_CALL));
}
