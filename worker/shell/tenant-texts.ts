import type { Bootstrap } from '../contract/bootstrap';
import { CONTENT_HTML_TOKEN } from '../contract/content-pages';
import { TENANT_TOKENS } from '../contract/prerendered-pages';
import { supportContactOf } from '../contract/support-contact';
import {
  TENANT_CONDITION_ATTRIBUTE,
  TENANT_SLOT_ATTRIBUTE,
  type TenantCondition,
  type TenantSlot,
} from '../contract/tenant-markers';
import { escapeHtml } from './escape-html';

/**
 * Writes a tenant, and on an app page the signed-in person, into a prerendered page
 * (docs/decisions/011-html-first-public-pages.md, 014-html-first-home.md), so the HTML is exactly
 * what the browser's first render makes of the real bootstrap: every token becomes the tenant's
 * or the person's text, HTML-escaped; then (tenantMarkup, in the HTMLRewriter) elements for other
 * tenants or people go and slots get their content.
 */
export function fillTokens(html: string, bootstrap: Bootstrap): string {
  const { theme, client } = bootstrap;
  const values: Record<keyof typeof TENANT_TOKENS, string> = {
    brandName: theme.brandName,
    clientName: client?.name ?? '',
    logoUrl: theme.logoUrl,
    mobileLogoUrl: theme.mobileLogoUrl,
    clientLogoUrl: theme.clientLogoUrl ?? '',
    supportEmail: theme.supportEmail,
  };
  const tokens: [string, string][] = Object.entries(TENANT_TOKENS).map(([name, token]) => [
    token,
    values[name as keyof typeof TENANT_TOKENS],
  ]);
  let filled = html;
  for (const [token, value] of tokens) filled = filled.replaceAll(token, () => escapeHtml(value));
  // Last, so nothing in the policy is read as a token. It is HTML already made safe by
  // upstream/sanitise-html; a function replacement keeps any `$&` in it literal.
  const contentHtml = bootstrap.content?.html;
  if (contentHtml != null) filled = filled.replaceAll(CONTENT_HTML_TOKEN, () => contentHtml);
  return filled;
}

function holds(condition: string | null, bootstrap: Bootstrap): boolean {
  switch (condition as TenantCondition) {
    case 'contact-us':
      return bootstrap.client?.contactUsEnabled === true;
    case 'client-logo':
      return bootstrap.theme.clientLogoUrl !== null;
    case 'support-contact':
      return supportContactOf(bootstrap.theme) !== null;
    case 'cookie-banner':
      return bootstrap.cookieBanner;
    default:
      return true;
  }
}

/** HTMLRewriter handlers for the tenant-conditional elements and the slots of a prerendered page. */
export function tenantMarkup(
  bootstrap: Bootstrap,
  now: Date,
): { selector: string; handler: HTMLRewriterElementContentHandlers }[] {
  const contact = supportContactOf(bootstrap.theme);
  return [
    {
      selector: `[${TENANT_CONDITION_ATTRIBUTE}]`,
      handler: {
        element(element) {
          if (!holds(element.getAttribute(TENANT_CONDITION_ATTRIBUTE), bootstrap)) element.remove();
        },
      },
    },
    {
      selector: `[${TENANT_SLOT_ATTRIBUTE}]`,
      handler: {
        element(element) {
          switch (element.getAttribute(TENANT_SLOT_ATTRIBUTE) as TenantSlot) {
            case 'support-contact-link':
              if (!contact) return;
              element.setAttribute('href', contact.href);
              element.setInnerContent(contact.text);
              return;
            case 'year':
              element.setInnerContent(String(now.getUTCFullYear()));
              return;
          }
        },
      },
    },
  ];
}
