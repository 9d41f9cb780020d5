// The stand-in card-value service's page (docs/decisions/028): plain HTML, no scripts, so the frame
// shows whom the bearer token it was opened with belongs to, and nothing else.
import type { CardHolder } from '../data/card-value-repository.ts';
import { escapeHtml } from './reference-sign-on-page.ts';

export const MANAGE_CCV_TITLE = 'Voucher management';

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${MANAGE_CCV_TITLE}</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1f2328;line-height:1.5}dt{font-weight:600}dd{margin:0 0 .75rem}</style>
</head>
<body>
<main>
<h1>${MANAGE_CCV_TITLE}</h1>
${body}
</main>
</body>
</html>
`;
}

const STAND_IN =
  '<p>This page stands in for the employer card-value service, so that voucher management can be tried without it.</p>';

export function manageCcvPage(holder: CardHolder): string {
  const organisation = holder.clientName
    ? `<dt>Organisation</dt>\n<dd>${escapeHtml(holder.clientName)}</dd>`
    : '';
  return page(`${STAND_IN}
<p>You are managing vouchers as:</p>
<dl>
<dt>Name</dt>
<dd>${escapeHtml(`${holder.firstName} ${holder.surname}`)}</dd>
<dt>E-mail</dt>
<dd>${escapeHtml(holder.email)}</dd>
${organisation}
</dl>`);
}

export function manageCcvRefusedPage(): string {
  return page(`${STAND_IN}
<p>We could not confirm who you are. Please open voucher management from your benefits portal again.</p>`);
}
