import { describe, expect, it } from 'vitest';
import { activationMail, resetPasswordMail } from './recovery-mail.ts';
import { welcomeSlides } from './welcome-slides.ts';

const EMMA = { firstName: 'Emma', brandName: 'Acme Rewards', portalUrl: 'http://acme.localhost:8787' };

describe('recovery e-mails', () => {
  it('sends the reset link to the portal, in the text and as the one link', () => {
    const mail = resetPasswordMail(EMMA, 'abc_DEF-123');

    expect(mail.subject).toBe('Reset your password');
    expect(mail.links).toEqual(['http://acme.localhost:8787/reset-password?token=abc_DEF-123']);
    expect(mail.text).toContain('Hello Emma,');
    expect(mail.text).toContain('60 minutes');
    expect(mail.text).toContain(mail.links[0]);
  });

  it('sends the activation link in the brand of the client', () => {
    const mail = activationMail({ ...EMMA, firstName: 'Nina' }, 'demo-acme-nina');

    expect(mail.subject).toBe('Welcome to Acme Rewards: activate your account');
    expect(mail.links).toEqual(['http://acme.localhost:8787/activation/demo-acme-nina']);
    expect(mail.text).toContain(mail.links[0]);
  });
});

describe('welcome slides', () => {
  it('welcomes the person to the brand first, with 3 or 4 slides and no images', () => {
    const slides = welcomeSlides('Globex Benefits');

    expect(slides[0]?.title).toBe('Welcome to Globex Benefits');
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides.length).toBeLessThanOrEqual(4);
    for (const slide of slides) {
      expect(slide).toEqual({ title: expect.any(String), body: expect.any(String), image_url: null });
    }
  });
});
