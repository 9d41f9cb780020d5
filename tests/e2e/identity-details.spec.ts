import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { signInThroughApi } from './session';

// The header avatar from the client's avatar set where the theme gives one (docs/decisions/049).
const PEOPLE = [
  { tenant: 'acme', email: 'emma.employee@acme.test', firstName: 'Emma', avatar: '/brands/acme/avatar.svg' },
  {
    tenant: 'globex',
    email: 'gus.admin@globex.test',
    firstName: 'Gus',
    avatar: '/brands/default/avatar.svg',
  },
] as const;

for (const person of PEOPLE) {
  test(`${person.tenant}: the header shows ${person.firstName} the avatar of the client's avatar set, or the default`, async ({
    page,
  }) => {
    await signInThroughApi(page, person.email, person.tenant);
    await expect(page).toHaveURL(`${TENANTS[person.tenant].url}/app/home/`);
    const menu = page.getByRole('button', { name: new RegExp(`Hi, ${person.firstName}`) });
    await expect(menu.getByTestId('user-avatar')).toHaveAttribute('src', person.avatar);
    // The image exists: a broken avatar would show its empty box.
    await expect
      .poll(() => menu.getByTestId('user-avatar').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page);
  });
}
