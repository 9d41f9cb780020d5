import { expect, expectNoSeriousAxeViolations, TENANTS, test } from './fixtures';
import { mintMasqueradeLink, PASSWORD, readOutbox, signIn } from './session';

// Issue 32, items 1 and 2 (decisions 053 and 054): support says why when minting an act-as link,
// the session is read-only unless it says otherwise, a change in it is refused with a message in
// the page, the banner says which kind it is, and the person acted as is e-mailed and finds the
// session in their account activity. In two themes:
// acme's and the default C8 one. These sessions change nothing but the outbox and the audit.

const READ_ONLY_MESSAGE =
  'This is a read-only session: you can look, but nothing can be changed. To make a change, start a new session that allows changes.';
const PROFILE = '/app/home/my-profile/';

const PEOPLE = [
  { tenant: 'acme', email: 'emma.employee@acme.test', name: 'Emma Fielding', brand: 'Acme Rewards' },
  { tenant: 'c8', email: 'demo.employee@c8.test', name: 'Dana Cole', brand: 'C8' },
] as const;

for (const person of PEOPLE) {
  test(`support acts as ${person.name} with a reason: the e-mail says who, when and why, and a change is refused`, async ({
    page,
  }) => {
    const origin = TENANTS[person.tenant].url;
    // A reason of this run's own, so the e-mail found is this run's.
    const reason = `Ticket ${Date.now()}: ${person.name} cannot see their selections`;
    const url = await mintMasqueradeLink(page, person.email, 2026, { reason });

    await page.goto(url);
    await expect(page).toHaveURL(`${origin}/app/home/`);
    const banner = page.getByRole('region', { name: 'Masquerade session' });
    await expect(banner).toContainText(person.name);
    await expect(banner).toContainText('Read-only: nothing can be changed');
    await expectNoSeriousAxeViolations(page);

    const mail = (await readOutbox(page, person.email)).find((sent) => sent.text.includes(reason));
    expect(mail?.subject).toBe(`Support opened your ${person.brand} account`);
    expect(mail?.text).toContain(
      `Sam Ito of the ${person.brand} support team opened your ${person.brand} account`,
    );
    expect(mail?.text).toMatch(/ on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} (GMT|BST)\./);
    expect(mail?.text).toContain(`The reason they gave, in their own words: “${reason}”`);

    await page.goto(`${origin}${PROFILE}`);
    const phone = page.getByLabel('Phone number');
    await expect(phone).toBeEditable();
    // A whole, valid address, so the form's own checks pass and the change goes to the Worker.
    await phone.fill('07700 900456');
    await page.getByLabel('Address line 1').fill('1 Wharf Street');
    await page.getByLabel('Town or city').fill('Leeds');
    await page.getByLabel('Postcode').fill('LS2 7EE');
    await page.getByRole('button', { name: 'Save contact details' }).click();
    await expect(page.getByRole('alert').filter({ hasText: READ_ONLY_MESSAGE })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // Nothing was saved: the profile, read again, has the phone number it had.
    await page.reload();
    await expect(page.getByLabel('Phone number')).not.toHaveValue('07700 900456');

    // The person, signing in in a browser of their own, finds the session in their account
    // activity: who, why, and that it could change nothing (decision 055).
    const own = await page.context().browser()?.newContext();
    if (!own) throw new Error('no browser to open a second context in');
    try {
      const theirs = await own.newPage();
      await signIn(theirs, person.email, person.tenant);
      await expect(theirs).toHaveURL(`${origin}/app/home/`);
      await theirs.goto(`${origin}${PROFILE}`);
      const entry = theirs
        .getByRole('region', { name: 'Account activity' })
        .getByRole('listitem')
        .filter({ hasText: reason });
      await expect(entry).toContainText('Sam Ito (support) acted as you');
      await expect(entry).toContainText('Could view only, not change anything');
      await expectNoSeriousAxeViolations(theirs);
    } finally {
      await own.close();
    }
  });
}

test('Alex acts as Emma: he gives a reason, the session is read-only unless he chooses, and the banner says so', async ({
  page,
}) => {
  const acme = TENANTS.acme.url;
  await signIn(page, 'alex.admin@acme.test');
  await expect(page).toHaveURL(`${acme}/app/home/`);
  await page.goto(`${acme}/app/employee-data/?page=1&search=emma.employee`);
  await page.getByRole('button', { name: 'View Emma Fielding' }).click();
  const panel = page.getByRole('dialog', { name: 'Employee details' });
  await panel.getByRole('button', { name: 'Act as this employee' }).click();

  const reason = panel.getByRole('textbox', { name: 'Reason' });
  await expect(panel.getByRole('radio', { name: 'Only look (read-only)' })).toBeChecked();
  await panel.getByLabel('Your password').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(reason).toBeFocused();
  await expect(panel.getByText('Please say why you are acting as this employee.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const why = `Emma asked me to check her benefits (${Date.now()})`;
  await reason.fill(why);
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${acme}/app/home/`);
  const viewingAs = page.getByRole('region', { name: 'Viewing as' });
  await expect(viewingAs).toContainText(
    'You are currently viewing the site as employee for the scheme year 2026',
  );
  await expect(viewingAs).toContainText('Read-only: nothing can be changed');
  await expectNoSeriousAxeViolations(page);

  const mail = (await readOutbox(page, 'emma.employee@acme.test')).find((sent) => sent.text.includes(why));
  expect(mail?.subject).toBe('Your employer opened your Acme Rewards account');
  expect(mail?.text).toContain('Alex Morgan, an administrator at your employer, Acme Logistics,');
});
