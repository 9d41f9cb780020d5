/** Signed-in destinations (spec section 2.2). */
export const NAV_PATHS = {
  home: '/app/home/',
  myBenefits: '/app/my-benefits/',
  faqs: '/app/faqs/',
  dashboard: '/app/dashboard/',
  profile: '/app/home/my-profile/',
  logout: '/logout',
} as const;
