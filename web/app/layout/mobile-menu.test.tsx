import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '#contract/session';
import { makeBootstrap, makeSession } from '#support/web/app-support.tsx';
import { renderWithRouter } from '#support/web/render-with-router.tsx';
import { MobileMenu } from './mobile-menu';

function setup(session: SessionSummary = makeSession()) {
  const user = userEvent.setup();
  const result = renderWithRouter(<MobileMenu session={session} />, {
    bootstrap: makeBootstrap({ session }),
  });
  const burger = screen.getByRole('button', { name: 'Menu' });
  return { user, burger, ...result };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Menu' });
const linkNames = () =>
  within(dialog() as HTMLElement)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('MobileMenu', () => {
  it('has a burger button named Menu that controls a closed menu', () => {
    const { burger } = setup();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(burger.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe(
      'dialog',
    );
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens a modal full-screen menu and moves focus into it', async () => {
    const { user, burger } = setup();
    await user.click(burger);
    const opened = dialog() as HTMLElement;
    expect(opened).toHaveAttribute('aria-modal', 'true');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(opened.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Home');
  });

  it('lists every item in the spec order for an employer with FAQs', async () => {
    const { user, burger } = setup(makeSession({ userType: 'employer', hasFaqs: true }));
    await user.click(burger);
    expect(linkNames()).toEqual(['Home', 'My benefits', 'FAQs', 'Dashboard', 'Profile Settings', 'Logout']);
  });

  it('leaves out My benefits, FAQs and Dashboard when the rules hide them', async () => {
    const { user, burger } = setup(makeSession({ userType: 'employer', voucherOnly: true, hasFaqs: false }));
    await user.click(burger);
    expect(linkNames()).toEqual(['Home', 'Profile Settings', 'Logout']);
  });

  it('greets the person inside the menu', async () => {
    const { user, burger } = setup();
    await user.click(burger);
    expect(within(dialog() as HTMLElement).getByText('Hi, Emma')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the burger', async () => {
    const { user, burger } = setup();
    await user.click(burger);
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('closes when a link is chosen, and follows it', async () => {
    const { user, burger } = setup();
    await user.click(burger);
    await user.click(screen.getByRole('link', { name: 'Profile Settings' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/app/home/my-profile/');
  });

  it('closes with its Close button', async () => {
    const { user, burger } = setup();
    await user.click(burger);
    await user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the open menu', async () => {
    const { user, burger } = setup(makeSession({ hasFaqs: false }));
    await user.click(burger);
    const opened = dialog() as HTMLElement;
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent).toBe(
      'Close',
    );
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement?.textContent).toBe('Logout');
    await user.tab();
    expect(opened.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Close');
  });

  it('locks page scrolling while open and restores it on close', async () => {
    const { user, burger } = setup();
    document.body.style.overflow = 'auto';
    await user.click(burger);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
  });
});
