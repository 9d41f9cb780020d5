import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Spec 2.13's failure of a sign-on link, on /sso-login/ and a partner's redirect alike: the heading,
 * and the message whose 'contact us' links the support contact.
 */
export async function expectSignOnFailureShown(): Promise<void> {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Oops somethings gone wrong.' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === 'We are unable to connect you. Please contact us',
    ),
  ).toBeInTheDocument();
}
