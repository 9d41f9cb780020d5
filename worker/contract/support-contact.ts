import type { Theme } from './theme';

/**
 * 'Need help? Contact us at …': the support e-mail as a mailto link, else the support number as a
 * tel link, else nothing. Shared by the SPA, which draws it, and the Worker, which writes it into
 * prerendered pages (docs/decisions/011-html-first-public-pages.md).
 */
export function supportContactOf(
  theme: Pick<Theme, 'supportEmail' | 'supportNumber'>,
): { href: string; text: string } | null {
  const email = theme.supportEmail.trim();
  if (email) return { href: `mailto:${email}`, text: email };
  const number = theme.supportNumber.trim();
  if (number) return { href: `tel:${number.replace(/[^\d+]/g, '')}`, text: number };
  return null;
}
