import { useMutation, useQuery } from '@tanstack/react-query';
import type { ContactPage, EnquiryRequest, EnquirySent } from '../../../../worker/contract/contact';
import { api } from '../../../lib/api-client';

const CONTACT_PAGE_QUERY_KEY = ['contact', 'page'] as const;

/** GET /api/contact: the subjects to choose from and the side panel's content. */
export function useContactPage() {
  return useQuery({
    queryKey: CONTACT_PAGE_QUERY_KEY,
    queryFn: ({ signal }) => api<ContactPage>('/api/contact', { signal }),
  });
}

/** POST /api/contact/enquiries: the Worker adds the person's e-mail, names and company. */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: (enquiry: EnquiryRequest) =>
      api<EnquirySent>('/api/contact/enquiries', { method: 'POST', body: enquiry }),
  });
}
