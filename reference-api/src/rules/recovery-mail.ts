// The e-mails of account recovery and activation, as the outbox stores them.

export type MailContent = { subject: string; text: string; links: string[] };

/** Whom the e-mail greets and which portal its link opens (portalUrl has no trailing slash). */
export type MailRecipient = { firstName: string; brandName: string; portalUrl: string };

/** How long a reset link lives (DEMO-DATA "Rules": reset links expire after 60 minutes). */
export const RESET_LINK_TTL_MINUTES = 60;

export function resetPasswordMail(recipient: MailRecipient, token: string): MailContent {
  const link = `${recipient.portalUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    subject: 'Reset your password',
    text: [
      `Hello ${recipient.firstName},`,
      `We received a request to reset the password of your ${recipient.brandName} account. Use the link below within ${RESET_LINK_TTL_MINUTES} minutes to choose a new one:`,
      link,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ].join('\n\n'),
    links: [link],
  };
}

export function activationMail(recipient: MailRecipient, activationId: string): MailContent {
  const link = `${recipient.portalUrl}/activation/${encodeURIComponent(activationId)}`;
  return {
    subject: `Welcome to ${recipient.brandName}: activate your account`,
    text: [
      `Hello ${recipient.firstName},`,
      `Your employer has set up a ${recipient.brandName} account for you. Open the link below, confirm your date of birth and choose a password to get started:`,
      link,
      'If you were not expecting this e-mail, please contact your HR team.',
    ].join('\n\n'),
    links: [link],
  };
}
