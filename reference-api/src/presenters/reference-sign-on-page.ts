// The reference identity provider's pages. Plain server-rendered HTML without scripts or inline
// styles: the portal serves them under its own Content-Security-Policy, which forbids both.

const PAGE_TITLE = 'Reference sign-on';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function page(title: string, heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}

const STAND_IN =
  '<p>This page stands in for your organisation&#39;s identity provider, so that single sign-on can be tried without one.</p>';

export type SignOnPerson = { firstName: string; surname: string; email: string; clientName: string | null };

/**
 * Who is about to sign in, and the button that does it. The form posts back to the page's own
 * address (no action attribute: the portal serves the page under its own path).
 */
export function signOnPage(person: SignOnPerson): string {
  const name = escapeHtml(`${person.firstName} ${person.surname}`);
  const organisation = person.clientName ? ` at ${escapeHtml(person.clientName)}` : '';
  return page(
    PAGE_TITLE,
    PAGE_TITLE,
    `${STAND_IN}
<p>You are signing in to your benefits portal${organisation} as:</p>
<dl>
<dt>Name</dt>
<dd>${name}</dd>
<dt>E-mail</dt>
<dd>${escapeHtml(person.email)}</dd>
</dl>
<form method="post">
<input type="hidden" name="email" value="${escapeHtml(person.email)}">
<button type="submit">Continue as ${name}</button>
</form>`,
  );
}

/** The page of an e-mail that is no single sign-on account. */
export function unknownAccountPage(): string {
  return page(
    `Account not found - ${PAGE_TITLE}`,
    PAGE_TITLE,
    `${STAND_IN}
<p>We do not know a single sign-on account with that e-mail address. Go back to your benefits portal and check the address you entered.</p>`,
  );
}

/** Where an SSO user lands after signing out of the portal (their sso_logout_url). */
export function signedOutPage(portalHref: string): string {
  return page(
    `Signed out - ${PAGE_TITLE}`,
    'You have signed out of Reference sign-on',
    `<p>Your benefits portal session has ended, and so has your session with this stand-in identity provider.</p>
<p><a href="${escapeHtml(portalHref)}">Back to your benefits portal</a></p>`,
  );
}
