// The welcome carousel shown after activation and on a first login (spec section 4, Activation page).

export type WelcomeSlide = { title: string; body: string; image_url: string | null };

/** The slides for a client's portal, in the client's brand (the spec's default brand is C8). */
export function welcomeSlides(brandName: string): WelcomeSlide[] {
  return [
    {
      title: `Welcome to ${brandName}`,
      body: `${brandName} brings every benefit your employer offers into one place, from health cover and your pension to everyday savings.`,
      image_url: null,
    },
    {
      title: 'Choose what suits you',
      body: 'Browse your benefits, compare the options and make your selections. Some need your employer’s approval before they start; you can follow their progress under My benefits.',
      image_url: null,
    },
    {
      title: 'Keep your details up to date',
      body: 'Add your partner and children so that your cover includes them, and tell us about life events such as a new baby or a house move when they happen.',
      image_url: null,
    },
    {
      title: 'Keep your account safe',
      body: 'Sign out when you finish on a shared computer, and turn on two-factor authentication for an extra check at every sign-in.',
      image_url: null,
    },
  ];
}
