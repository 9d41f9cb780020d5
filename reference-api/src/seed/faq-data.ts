// The demo clients' FAQ content. Acme and the root tenant have FAQs; Globex deliberately has none,
// so the portal's "no FAQs" path (cmsData.faqs false) can be seen.
import type { InsertableWith } from '../data/schema.ts';
import { CLIENT_IDS } from './demo-data.ts';

export type FaqSeedRow = InsertableWith<'faqs', 'id'>;

type Faq = Pick<FaqSeedRow, 'question' | 'answer'>;

const acmeFaqs: readonly Faq[] = [
  {
    question: 'When can I change my benefits?',
    answer:
      'You can change most benefits during the annual selection window in March, or within 30 days of a life event such as marriage, a new child or a change of working hours.',
  },
  {
    question: 'How does salary sacrifice affect my pay?',
    answer:
      'Your gross salary is reduced by the cost of the benefit, which lowers the tax and National Insurance you pay. Your payslip shows the sacrifice as a separate line.',
  },
  {
    question: 'Why is my selection awaiting approval?',
    answer:
      'Some benefits, such as the cycle to work scheme, need your manager to approve them. You will receive an e-mail once a decision has been made.',
  },
  {
    question: 'Who do I contact if my details are wrong?',
    answer:
      'Please contact the People team through the contact form so they can correct your employment record.',
  },
];

const c8Faqs: readonly Faq[] = [
  {
    question: 'What is the benefits portal?',
    answer:
      'It is where you can see the benefits your employer offers, choose the ones you want and follow their cost.',
  },
  {
    question: 'I have forgotten my password. What should I do?',
    answer:
      'Use the "Forgotten password" link on the sign-in page; we will e-mail you a link to set a new one.',
  },
  {
    question: 'Is my information secure?',
    answer:
      'Yes. The portal uses encrypted connections, locks accounts after repeated failed sign-ins and offers two-factor authentication.',
  },
];

function rows(clientId: number, firstId: number, faqs: readonly Faq[]): FaqSeedRow[] {
  return faqs.map((faq, index) => ({
    id: firstId + index,
    client_id: clientId,
    position: index + 1,
    ...faq,
  }));
}

export const demoFaqs: readonly FaqSeedRow[] = [
  ...rows(CLIENT_IDS.localhost, 4101, c8Faqs),
  ...rows(CLIENT_IDS.acme, 4201, acmeFaqs),
];
