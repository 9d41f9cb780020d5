import type { Bootstrap } from '../contract/bootstrap';
import {
  TENANT_CONDITION_ATTRIBUTE,
  TENANT_SLOT_ATTRIBUTE,
  TENANT_TOKENS,
  type TenantCondition,
  type TenantSlot,
} from '../contract/prerendered-pages';
import { supportContactOf } from '../contract/support-contact';
import { escapeHtml } from './escape-html';

/**
 * Writes a tenant into a prerendered page (docs/decisions/011-html-first-public-pages.md), so the
 * HTML is exactly what the browser's first render makes of the real bootstrap: every token becomes
 * the tenant's text, HTML-escaped; then (tenantMarkup, in the HTMLRewriter) elements for other
 * tenants go and slots get their content.
 */
export function fillTenantTokens(html: string, bootstrap: Bootstrap): string {
  const { theme, client } = bootstrap;
  const values: Record<keyof typeof TENANT_TOKENS, string> = {
    brandName: theme.brandName,
    clientName: client?.name ?? '',
    logoUrl: theme.logoUrl,
    mobileLogoUrl: theme.mobileLogoUrl,
    clientLogoUrl: theme.clientLogoUrl ?? '',
    supportEmail: theme.supportEmail,
  };
  let filled = html;
  for (const [name, token] of Object.entries(TENANT_TOKENS)) {
    filled = filled.replaceAll(token, escapeHtml(values[name as keyof typeof TENANT_TOKENS]));
  }
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
