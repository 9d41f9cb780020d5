import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a non-submitting button by default', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Press</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Press' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('keeps a caller class beside its own styles', () => {
    render(
      <Button variant="secondary" className="extra">
        Styled
      </Button>,
    );
    const classes = screen.getByRole('button', { name: 'Styled' }).className.split(' ');
    expect(classes).toContain('extra');
    expect(classes.length).toBeGreaterThan(1);
  });
});

describe('ButtonLink', () => {
  it('is a link to its route, styled like a button', () => {
    const router = createMemoryRouter([
      { path: '*', element: <ButtonLink to="/app/home/">Go home</ButtonLink> },
    ]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Go home' });
    expect(link).toHaveAttribute('href', '/app/home/');
    expect(link.className).not.toBe('');
  });
});
