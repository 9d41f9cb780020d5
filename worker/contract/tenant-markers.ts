// The marks the prerendered pages and the app's frame put on tenant-dependent elements, which the
// Worker reads as it serves a page (worker/shell/tenant-texts.ts). A module of their own: every
// page's frame spreads them, and importing them from prerendered-pages.ts pulled the public pages'
// route facts and texts into every signed-in page's first chunk.

/**
 * An element that exists for some tenants, requests or people only; the Worker removes it for the
 * others. `cookie-banner`: the request carries no consent cookie (bootstrap.cookieBanner).
 */
export const TENANT_CONDITION_ATTRIBUTE = 'data-tenant-if';
export type TenantCondition = 'contact-us' | 'client-logo' | 'support-contact' | 'cookie-banner';

/** The attribute that marks a conditional element (spread it onto the element). */
export function tenantCondition(condition: TenantCondition): { 'data-tenant-if': TenantCondition } {
  return { [TENANT_CONDITION_ATTRIBUTE]: condition };
}

/** An element whose content the Worker computes: the support link, the copyright year. */
export const TENANT_SLOT_ATTRIBUTE = 'data-tenant-slot';
export type TenantSlot = 'support-contact-link' | 'year';

/** The attribute that marks a slot (spread it onto the element). */
export function tenantSlot(slot: TenantSlot): { 'data-tenant-slot': TenantSlot } {
  return { [TENANT_SLOT_ATTRIBUTE]: slot };
}
