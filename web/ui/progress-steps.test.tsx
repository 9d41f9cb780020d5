import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { ProgressSteps } from './progress-steps';

const STEPS = ['Verify', 'Password', '2FA', 'Terms'];

function items() {
  return within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole('listitem');
}

describe('ProgressSteps', () => {
  it('lists every step in order and marks the current one with aria-current="step"', () => {
    render(<ProgressSteps steps={STEPS} current={1} />);
    const listItems = items();
    expect(listItems.map((item) => item.textContent)).toEqual([
      '✓Verify (completed)',
      '2Password',
      '32FA',
      '4Terms',
    ]);
    expect(listItems.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
  });

  it('announces nothing as completed on the first step', () => {
    render(<ProgressSteps steps={STEPS} current={0} />);
    expect(screen.queryByText(/completed/)).not.toBeInTheDocument();
    expect(items()[0]).toHaveAttribute('aria-current', 'step');
  });

  it('can show fewer steps done than the current index, as after a field error', () => {
    render(<ProgressSteps steps={['Verify', 'Password']} current={1} completed={0} />);
    const [verify, password] = items();
    expect(verify?.dataset.state).toBe('upcoming');
    expect(password).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByText(/completed/)).not.toBeInTheDocument();
  });
});
