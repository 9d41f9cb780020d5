import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenLoading } from './full-screen-loading';

describe('FullScreenLoading', () => {
  it('shows its message as a polite status', () => {
    render(<FullScreenLoading message="Logging you in..." />);
    expect(screen.getByRole('status').textContent).toBe('Logging you in...');
  });
});
