import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('names the input by its label and leaves it valid by default', () => {
    render(<TextField label="Email address" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks an error with aria-invalid and links hint and error by aria-describedby', () => {
    render(
      <TextField
        label="Email address"
        hint="The one you registered with"
        error="Please enter a valid email address"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const texts = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['The one you registered with', 'Please enter a valid email address']);
  });

  it('can be marked invalid without an error of its own, described by another element', () => {
    render(
      <>
        <p id="form-alert">No match</p>
        <TextField label="Password" type="password" invalid aria-describedby="form-alert" />
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'form-alert');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('renders a trailing control beside the input', () => {
    render(<TextField label="Password" trailing={<button type="button">Show</button>} />);
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
  });
});
