import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces errors assertively with role alert', () => {
    render(<Alert variant="error">Unable to login</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Unable to login');
  });

  it('announces success and information politely with role status', () => {
    render(
      <>
        <Alert variant="success">Saved</Alert>
        <Alert>Note</Alert>
      </>,
    );
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toEqual(['Saved', 'Note']);
  });

  it('can take focus through a ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Alert ref={ref} tabIndex={-1} variant="error">
        Locked
      </Alert>,
    );
    ref.current?.focus();
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
