import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshStore, renderWithCookieStore } from '#support/web/cookie-store.tsx';
import { CookieBanner } from './cookie-banner';

async function openSettings() {
  const user = userEvent.setup();
  const view = renderWithCookieStore(<CookieBanner hidden={false} />);
  await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
  // The dialog's code loads on this first click.
  const dialog = await screen.findByRole('dialog', { name: 'Manage cookies' });
  return { user, dialog, ...view };
}

describe('Cookie settings dialog', () => {
  beforeEach(() => localStorage.clear());

  it('opens from Manage cookies, labelled by its heading, with focus inside', async () => {
    const { dialog } = await openSettings();
    expect(within(dialog).getByRole('heading', { name: 'Manage cookies' })).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('shows essential cookies as a checked switch that cannot be turned off', async () => {
    const { dialog } = await openSettings();
    const essential = within(dialog).getByRole('switch', { name: 'Essential cookies' });
    expect(essential).toHaveAttribute('aria-checked', 'true');
    expect(essential).toBeDisabled();
    expect(within(dialog).getByText('Always on')).toBeInTheDocument();
  });

  it('flips the video player switch on each click', async () => {
    const { user, dialog } = await openSettings();
    const video = within(dialog).getByRole('switch', { name: 'Video player cookies' });
    expect(video).toHaveAttribute('aria-checked', 'false');
    await user.click(video);
    expect(video).toHaveAttribute('aria-checked', 'true');
    await user.click(video);
    expect(video).toHaveAttribute('aria-checked', 'false');
  });

  it('expands and collapses each category with its disclosure button', async () => {
    const { user, dialog } = await openSettings();
    const disclosure = within(dialog).getByRole('button', { name: 'Video player cookies' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(disclosure.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('embedded video player');
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  });

  it('saves acceptance and the video choice, then closes the dialog and the banner', async () => {
    const { user, dialog, store } = await openSettings();
    await user.click(within(dialog).getByRole('switch', { name: 'Video player cookies' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));

    expect(store.getSnapshot()).toEqual({
      version: 2,
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('saves acceptance with video cookies left off when the switch is untouched', async () => {
    const { user, dialog, store } = await openSettings();
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(store.getSnapshot()).toEqual({
      version: 2,
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: false,
    });
  });

  it('closes on Escape without saving and returns focus to Manage cookies', async () => {
    const { user, dialog, store } = await openSettings();
    await user.click(within(dialog).getByRole('switch', { name: 'Video player cookies' }));
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getSnapshot()).toEqual({
      version: 2,
      cookiesAccepted: false,
      nonNecessaryCookiesEnabled: false,
    });
    expect(screen.getByRole('button', { name: 'Manage cookies' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('starts a reopened dialog from the stored choice, not the discarded one', async () => {
    const { user, dialog } = await openSettings();
    await user.click(within(dialog).getByRole('switch', { name: 'Video player cookies' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    const reopened = await screen.findByRole('dialog', { name: 'Manage cookies' });
    expect(within(reopened).getByRole('switch', { name: 'Video player cookies' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('starts the video switch from an earlier saved choice', async () => {
    localStorage.setItem(
      'pes',
      JSON.stringify({ version: 2, cookiesAccepted: false, nonNecessaryCookiesEnabled: true }),
    );
    const user = userEvent.setup();
    renderWithCookieStore(<CookieBanner hidden={false} />, freshStore());
    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    expect(await screen.findByRole('switch', { name: 'Video player cookies' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
