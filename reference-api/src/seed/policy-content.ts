// The legal pages of each demo client (spec section 2.11). Written from one template per document so
// the three clients stay consistent; the portal renders the HTML as CMS content, so only p, h2, ul,
// li, strong and a tags are used.
import type { PolicyKind } from '../data/policy-repository.ts';
import type { Insertable } from '../data/schema.ts';

/** What a client's documents say about it. */
export type PolicyClientFacts = {
  clientId: number;
  clientName: string;
  brandName: string;
  supportEmail: string;
  termsRevision: number;
  /** The day the current terms revision took effect, written out as people read it. */
  termsEffective: string;
  /**
   * The cookie policy ends with UNSAFE_MARKUP_SAMPLE: markup a CMS can hold and the portal must
   * render inert (a script, an event handler, a javascript: link, an iframe, inline style). The
   * root tenant carries it so the Worker's sanitiser is tested against real upstream content.
   */
  unsafeMarkupSample?: boolean;
};

export type PolicySeedRow = Insertable<'policy_documents'>;

// The platform operator that runs the portal for every client.
const OPERATOR = 'C8 Benefits Ltd';
const PRIVACY_EMAIL = 'privacy@c8.test';

function html(...blocks: readonly string[]): string {
  return blocks.join('\n');
}

function termsAndConditions(f: PolicyClientFacts): string {
  return html(
    `<p><strong>Version ${f.termsRevision}, effective ${f.termsEffective}.</strong> These terms govern your use of ${f.brandName}, the employee benefits portal that ${OPERATOR} runs on behalf of ${f.clientName}. By signing in you agree to them; if you do not agree, please do not use the portal.</p>`,
    '<h2>1. Who may use the portal</h2>',
    `<p>The portal is available to current employees of ${f.clientName} who have been invited to it, and to former employees for as long as they hold a benefit or voucher balance. Your account is personal to you: do not share your password or authentication codes with anyone, including colleagues or family members.</p>`,
    '<h2>2. Choosing and changing benefits</h2>',
    '<ul>',
    `<li>Selections you make take effect from the date shown on the benefit, subject to the rules of the ${f.clientName} scheme and, where stated, to approval by your employer.</li>`,
    '<li>Costs shown before you confirm a selection are estimates based on the details held about you; the amounts on your payslip or statement are final.</li>',
    '<li>Some benefits can only be changed at renewal or after a qualifying life event such as marriage, the birth of a child or a change of working hours.</li>',
    '<li>Where a benefit has its own terms, you will be asked to accept them before your selection is submitted, and those terms apply in addition to these.</li>',
    '</ul>',
    '<h2>3. Salary sacrifice and tax</h2>',
    `<p>Benefits provided through salary sacrifice reduce your contractual gross pay. This can affect statutory payments, mortgage applications and pension contributions. The portal shows the expected tax and National Insurance effect for guidance only; ${OPERATOR} does not give financial advice, and you should take independent advice if you are unsure.</p>`,
    '<h2>4. Acceptable use</h2>',
    "<p>You must not try to access another person's account, interfere with the security of the portal, or use automated tools to collect information from it. We may suspend access to protect the portal or your account, for example after repeated failed sign-in attempts.</p>",
    '<h2>5. Availability and changes</h2>',
    `<p>We aim to keep the portal available at all times but may take it offline for maintenance. We may update these terms; when we do, you will be asked to read and accept the new version the next time you sign in. The current version is always available on the <a href="/terms-and-conditions/">terms and conditions</a> page.</p>`,
    '<h2>6. Contact</h2>',
    `<p>Questions about your benefits or these terms can be sent to <a href="mailto:${f.supportEmail}">${f.supportEmail}</a> or through the <a href="/contact-us/">contact form</a>. How we handle your personal data is explained in our <a href="/privacy-statement/">privacy statement</a>.</p>`,
  );
}

function privacyStatement(f: PolicyClientFacts): string {
  return html(
    `<p>This statement explains how ${OPERATOR} and ${f.clientName} use your personal data when you use ${f.brandName}. ${f.clientName} is the controller of your data; ${OPERATOR} processes it on ${f.clientName}'s instructions to run the portal and administer your benefits.</p>`,
    '<h2>What we collect</h2>',
    '<ul>',
    '<li><strong>Employment details</strong> supplied by your employer: name, date of birth, work e-mail address, salary, working pattern and employment status.</li>',
    '<li><strong>Benefit choices</strong> you make, including details of any partner or dependants you add to cover.</li>',
    '<li><strong>Technical data</strong>: sign-in times, a device identifier used to recognise trusted devices, and security logs.</li>',
    '</ul>',
    '<h2>Why we use it</h2>',
    `<p>We use your data to show you the benefits you are eligible for, to pass your selections to ${f.clientName}'s payroll and to the benefit providers, to keep your account secure, and to answer your enquiries. The legal basis is the performance of your employment contract and ${f.clientName}'s legitimate interest in running its benefits scheme.</p>`,
    '<h2>Who we share it with</h2>',
    `<p>Only with ${f.clientName}, the providers of the benefits you select, and suppliers who host or support the portal under contract. We never sell your data. Some providers may process data outside the UK; where they do, appropriate safeguards such as the UK International Data Transfer Agreement are in place.</p>`,
    '<h2>How long we keep it</h2>',
    '<p>We keep your account data for as long as you are eligible for benefits and for six years afterwards, to meet tax and pension record-keeping duties. Security logs are kept for twelve months.</p>',
    '<h2>Your rights</h2>',
    `<p>You can ask to see, correct or delete your data, or object to how it is used, by writing to <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a>. If you are unhappy with our response you can complain to the Information Commissioner's Office. For questions about your benefits, contact <a href="mailto:${f.supportEmail}">${f.supportEmail}</a>.</p>`,
  );
}

function cookiePolicy(f: PolicyClientFacts): string {
  return html(
    `<p>${f.brandName} uses a small number of cookies. This policy explains what they are for and how you can control them. For how we use personal data more generally, see our <a href="/privacy-statement/">privacy statement</a>.</p>`,
    '<h2>Essential cookies</h2>',
    '<p>These are needed for the portal to work and cannot be switched off:</p>',
    '<ul>',
    '<li><strong>Session cookie</strong>: keeps you signed in securely while you use the portal and is deleted when you sign out.</li>',
    '<li><strong>Security cookie</strong>: protects forms against requests made from other websites.</li>',
    '<li><strong>Cookie preferences</strong>: remembers whether you have accepted cookies, so we do not ask again on every visit.</li>',
    '</ul>',
    '<h2>Video player cookies</h2>',
    `<p>Some benefit pages include explanatory videos from an external video service, which may set its own cookies to measure viewing. These are <strong>off unless you turn them on</strong> under Manage cookies; without them the videos are replaced by a link.</p>`,
    '<h2>Managing cookies</h2>',
    '<p>You can change your choice at any time with the Manage cookies link at the foot of every page. Most browsers also let you block or delete cookies, but blocking essential cookies will stop you from signing in.</p>',
    `<p>If you have questions about cookies, please contact <a href="mailto:${f.supportEmail}">${f.supportEmail}</a>.</p>`,
  );
}

/**
 * Content no portal page may run or show as given. Sanitised, the paragraph keeps its text, its
 * strong element and the safe link; the image, script, iframe, style and handlers are gone.
 */
export const UNSAFE_MARKUP_SAMPLE = [
  '<p style="position:fixed;inset:0" onclick="window.__policyScriptRan = true">Our cookie notice is',
  '<strong onmouseover="window.__policyScriptRan = true">published from the content system</strong>.',
  '<img src="/cms-missing-image.png" onerror="window.__policyScriptRan = true; alert(\'onerror\')">',
  "<script>window.__policyScriptRan = true; alert('script')</script>",
  '<a href="javascript:alert(\'link\')">Cookie settings help</a> and',
  '<a href="/privacy-statement/">how we use your data</a>.</p>',
  '<iframe src="https://example.com/embed" title="embed"></iframe>',
  '<style>body { display: none }</style>',
].join(' ');

const DOCUMENTS: readonly { kind: PolicyKind; name: string; render: (f: PolicyClientFacts) => string }[] = [
  { kind: 'terms-conditions', name: 'Terms and Conditions', render: termsAndConditions },
  { kind: 'privacy-policy', name: 'Privacy Statement', render: privacyStatement },
  { kind: 'our-cookie-policy', name: 'Our Cookie Policy', render: cookiePolicy },
];

/** Every legal document of one client. */
export function policyRowsFor(facts: PolicyClientFacts): PolicySeedRow[] {
  return DOCUMENTS.map(({ kind, name, render }) => ({
    client_id: facts.clientId,
    kind,
    name,
    content:
      kind === 'our-cookie-policy' && facts.unsafeMarkupSample
        ? html(render(facts), UNSAFE_MARKUP_SAMPLE)
        : render(facts),
  }));
}
