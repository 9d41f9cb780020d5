import { useMutation, useQuery } from '@tanstack/react-query';
import type { ContactPage, EnquiryRequest, EnquirySent } from '#contract/contact';
import type { PageDataCall } from '#contract/page-data';
import { api } from '#web/lib/api-client.ts';
import { pageCallQuery } from '#web/lib/page-call.ts';

export const CONTACT_PAGE_CALL: PageDataCall = { apiPath: '/api/contact', queryKey: ['contact', 'page'] };

/** GET /api/contact: the subjects to choose from and the side panel's content. */
export function useContactPage() {
  return useQuery(pageCallQuery<ContactPage>(CONTACT_PAGE_CALL));
}

/** POST /api/contact/enquiries: the Worker adds the person's e-mail, names and company. */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: (enquiry: EnquiryRequest) =>
      api<EnquirySent>('/api/contact/enquiries', { method: 'POST', body: enquiry }),
  });
}
