// The contact page of each demo client that has one switched on (spec 2.8): the side content and
// the subjects a person may choose. Globex has contact us switched off, so it has neither.
import type { ContactPageRow, EnquiryOptionRow } from '../data/contact-repository.ts';
import { CLIENT_IDS } from './demo-data.ts';

export const demoContactPages: readonly ContactPageRow[] = [
  {
    client_id: CLIENT_IDS.acme,
    name: 'How we can help',
    content: [
      '<p>The Acme Rewards team answers enquiries within two working days, Monday to Friday, 9am to 5pm.</p>',
      '<h3>Before you write</h3>',
      '<ul>',
      '<li>Check the <a href="/app/faqs/">FAQs</a>: most questions about changing benefits are answered there.</li>',
      '<li>For a claim, have your receipt and the date of purchase to hand.</li>',
      '</ul>',
      '<p>Urgent payroll questions: call <strong>0161 496 0123</strong>.</p>',
    ].join('\n'),
  },
  {
    client_id: CLIENT_IDS.localhost,
    name: 'Get in touch',
    content: [
      '<p>Send the C8 support team a message and we will reply by e-mail within two working days.</p>',
      '<p>You can also write to <a href="mailto:support@c8.test">support@c8.test</a>.</p>',
    ].join('\n'),
  },
];

function options(
  clientId: number,
  firstId: number,
  entries: readonly (readonly [label: string, value: string])[],
): EnquiryOptionRow[] {
  return entries.map(([label, value], index) => ({
    id: firstId + index,
    client_id: clientId,
    position: index + 1,
    label,
    value,
  }));
}

export const demoEnquiryOptions: readonly EnquiryOptionRow[] = [
  ...options(CLIENT_IDS.acme, 5901, [
    ['My benefits', 'benefits'],
    ['A claim or a receipt', 'claims'],
    ['My account or password', 'account'],
    ['Pay and deductions', 'payroll'],
    ['Something else', 'other'],
  ]),
  ...options(CLIENT_IDS.localhost, 5951, [
    ['My benefits', 'benefits'],
    ['My account or password', 'account'],
    ['Something else', 'other'],
  ]),
];
