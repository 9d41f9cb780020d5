import { useMutation, useQuery } from '@tanstack/react-query';
import type { EnquiryRequest } from '#contract/contact-requests';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal, read } from '#web/lib/portal-client.ts';

export const CONTACT_PAGE_CALL = pageCall(portal.api.contact, {}, ['contact', 'page']);

/** GET /api/contact: the subjects to choose from and the side panel's content. */
export function useContactPage() {
  return useQuery(pageCallQuery(CONTACT_PAGE_CALL));
}

/** POST /api/contact/enquiries: the Worker adds the person's e-mail, names and company. */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: (enquiry: EnquiryRequest) => read(portal.api.contact.enquiries.$post({ json: enquiry })),
  });
}
