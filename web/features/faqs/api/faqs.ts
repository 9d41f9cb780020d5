import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Faq {
  question: string;
  answer: string;
}

/** GET /api/content/faqs: the client's FAQs (the CMS's faqs). */
export function useFaqs() {
  return useQuery({
    queryKey: ['content', 'faqs'],
    queryFn: ({ signal }) => api<Faq[]>('/api/content/faqs', { signal }),
  });
}
