// Act-as links and how long their sessions last (issue 42, item 5; docs/decisions/063): the words
// of the page that asks before a link replaces someone's session, of the refusal of an
// administrator's link opened elsewhere, and of the banners' end time. Zod-free, for the SPA. The
// spec has none of these: the words are ours.

/** An administrator's act-as link opened anywhere but in that administrator's own signed-in browser. */
export const ACT_AS_LINK_BOUND = {
  code: 'act_as_link_bound',
  heading: 'This link cannot be opened here',
  message:
    'This link opens the portal as an employee for the administrator who created it, and works only in their own browser while they are signed in to the portal. Nothing has changed in this browser.',
} as const;

export const ACT_AS_LINK_TEXTS = {
  /** The page that asks first: someone else is signed in in this browser. */
  confirmTitle: 'Open this act-as link?',
  signedInAs: (name: string, email: string) => `You are signed in as ${name} (${email}).`,
  willSignOut:
    'This link signs in as someone else for a support or administration session. Opening it will sign you out of your account in this browser.',
  continue: 'Continue',
  cancel: 'Cancel',
  /** The banners: when the session ends, however active. */
  endsAt: (time: string) => `Session ends ${time} (UK time)`,
} as const;

/**
 * The browser tab that asked for an act-as link marks it here before opening it (sessionStorage,
 * this origin only): the administrator who just asked for it is not asked again whether to leave
 * their own session. Anything else opening a link is asked (web/features/sso).
 */
export const OWN_ACT_AS_LINK_STORAGE_KEY = 'portal:own-act-as-link';
