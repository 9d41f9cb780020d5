import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Controller } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { usePortalForm } from './use-portal-form';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  code: z.string().check(z.regex(/^\d{3}$/, 'Three digits')),
  token: z.string().check(z.minLength(1, 'Tick the box')),
});

function Form({ onSend }: { onSend: (values: z.output<typeof schema>) => Promise<void> | void }) {
  const { register, handleSubmit, setValue, formState } = usePortalForm(schema, {
    defaultValues: { token: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSend)}>
      <label>
        Name
        <input {...register('name')} />
      </label>
      {formState.errors.name ? <p>{formState.errors.name.message}</p> : null}
      <label>
        Code
        <input {...register('code')} />
      </label>
      {formState.errors.code ? <p>{formState.errors.code.message}</p> : null}
      <button type="button" onClick={() => setValue('token', 'ticked', { shouldValidate: true })}>
        Tick
      </button>
      {formState.errors.token ? <p>{formState.errors.token.message}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

describe('usePortalForm', () => {
  it('says nothing while typing, checks on blur, then re-checks on each change once a field shows an error', async () => {
    const user = userEvent.setup();
    render(<Form onSend={vi.fn()} />);
    await user.type(screen.getByLabelText('Code'), '12');
    expect(screen.queryByText('Three digits')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Three digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '3');
    expect(screen.queryByText('Three digits')).not.toBeInTheDocument();
    // A valid field is not checked again while it is typed into, before the first submit.
    await user.type(screen.getByLabelText('Code'), '4');
    expect(screen.queryByText('Three digits')).not.toBeInTheDocument();
  });

  it('after a submit, checks every change, and the submit focuses the first field in error', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    await user.type(screen.getByLabelText('Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Tick the box')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.type(screen.getByLabelText('Code'), '4');
    expect(screen.getByText('Three digits')).toBeInTheDocument();
  });

  it('sends the schema output once for a double click, with a value set through setValue', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onSend = vi.fn(
      (_values: z.output<typeof schema>) => new Promise<void>((resolve) => (finish = resolve)),
    );
    render(<Form onSend={onSend} />);
    await user.type(screen.getByLabelText('Name'), '  Emma ');
    await user.type(screen.getByLabelText('Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Tick' }));
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]?.[0]).toEqual({ name: 'Emma', code: '123', token: 'ticked' });
    await act(async () => finish());
  });

  it('sends what a password manager put in the inputs with no input event, submitted at once', async () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Emma';
    (screen.getByLabelText('Code') as HTMLInputElement).value = '123';
    fireEvent.click(screen.getByRole('button', { name: 'Tick' }));
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]?.[0]).toEqual({ name: 'Emma', code: '123', token: 'ticked' });
  });

  it('keeps the text typed into the server-rendered form before its script ran', async () => {
    const onSend = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form onSend={onSend} />);
    // Typed before hydration: React has not attached any handler yet.
    (container.querySelector('input[name="name"]') as HTMLInputElement).value = 'Typed early';
    const root = await act(async () => hydrateRoot(container, <Form onSend={onSend} />));
    expect(screen.getByLabelText('Name')).toHaveValue('Typed early');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), '123');
    // Checked on blur from what was typed early: no error for the name.
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tick' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend.mock.calls[0]?.[0]).toEqual({ name: 'Typed early', code: '123', token: 'ticked' });
    act(() => root.unmount());
    container.remove();
  });

  it("keeps a controlled field's choice made in the server-rendered form before its script ran", async () => {
    const filters = z.object({ colour: z.optional(z.enum(['red', 'blue'])) });
    const onSend = vi.fn();
    function Filters() {
      const { control, handleSubmit, keepsPageEdit } = usePortalForm(filters, { defaultValues: {} });
      return (
        <form noValidate onSubmit={handleSubmit(onSend)}>
          <Controller
            control={control}
            name="colour"
            render={({ field }) => (
              <label>
                Colour
                {/* The URL's name for it, not the form's: the field is controlled. */}
                <select
                  name="c"
                  ref={keepsPageEdit(field, (value) => (value === '' ? undefined : value))}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value || undefined)}
                >
                  <option value="">Any colour</option>
                  <option value="red">Red</option>
                  <option value="blue">Blue</option>
                </select>
              </label>
            )}
          />
          <button type="submit">Apply</button>
        </form>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Filters />);
    (container.querySelector('select') as HTMLSelectElement).value = 'blue';
    const root = await act(async () => hydrateRoot(container, <Filters />));
    expect(screen.getByLabelText('Colour')).toHaveValue('blue');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSend.mock.calls[0]?.[0]).toEqual({ colour: 'blue' });
    act(() => root.unmount());
    container.remove();
  });
});
