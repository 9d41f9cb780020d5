import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBootstrap, makeSession } from '#support/web/app-support.tsx';
import { renderWithRouter } from '#support/web/render-with-router.tsx';
import { UserMenu } from './user-menu';

function setup() {
  const user = userEvent.setup();
  const session = makeSession();
  const result = renderWithRouter(
    <>
      <UserMenu session={session} />
      <button type="button">Elsewhere</button>
    </>,
    { bootstrap: makeBootstrap({ session }) },
  );
  const button = screen.getByRole('button', { name: 'Hi, Emma' });
  return { user, button, ...result };
}

const menu = () => screen.queryByRole('menu');
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('UserMenu', () => {
  it('starts closed, with the button wired to the menu', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled).toHaveAttribute('role', 'menu');
  });

  it('opens with Enter and focuses the first item', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu() as HTMLElement)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['My profile settings', 'Logout']);
    expect(item('My profile settings')).toHaveFocus();
  });

  it('opens with Space and with ArrowDown on the first item, with ArrowUp on the last', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard(' ');
    expect(item('My profile settings')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(item('My profile settings')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
  });

  it('links the items to the profile settings and logout', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(item('My profile settings')).toHaveAttribute('href', '/app/home/my-profile/');
    expect(item('Logout')).toHaveAttribute('href', '/logout');
  });

  it('moves focus with ArrowDown and ArrowUp, wrapping at both ends', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('My profile settings')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('My profile settings')).toHaveFocus();
  });

  it('jumps to the first and last items with Home and End', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('My profile settings')).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when focus moves outside it', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(menu()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab and lets focus move on past the button', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(menu()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes when an item is chosen, and follows its link', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(item('My profile settings'));
    expect(menu()).not.toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/app/home/my-profile/');
  });

  it('toggles closed when the button is clicked again', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(button);
    expect(menu()).not.toBeInTheDocument();
  });
});
