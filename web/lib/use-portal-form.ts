import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useEffect, useRef } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * A form's schema: a contract schema (zod or zod/mini, both zod 4) whose input is the form's values.
 * Its messages are the ones the fields show, so take it from worker/contract/, the module the
 * Worker validates the same call with.
 */
export type PortalFormSchema = $ZodType<FieldValues, FieldValues>;

export type PortalFormOptions<Schema extends PortalFormSchema> = Omit<
  UseFormProps<input<Schema>, unknown, output<Schema>>,
  'resolver'
>;

export type PortalForm<Schema extends PortalFormSchema> = UseFormReturn<
  input<Schema>,
  unknown,
  output<Schema>
> & {
  /**
   * The ref of a controlled field (react-hook-form's `Controller`: a choice mapped to `undefined`,
   * an input named as the URL names it): like `register`, it keeps what a person chose or typed into
   * the page's HTML before the form's code was here, handing it to the field through `toValue`.
   */
  keepsPageEdit: <Name extends FieldPath<input<Schema>>>(
    field: { name: Name; ref: (element: HTMLElement | null) => void },
    // What the page's control holds is text: the schema judges it on submit, like any typed value.
    toValue: (text: string) => unknown,
  ) => (element: HTMLElement | null) => void;
};

/** Input types whose DOM value is the field's value as it stands (no checkbox, radio or file). */
const TEXT_LIKE = /^(text|email|password|search|tel|url|number|date|textarea|select-one)$/;

/** A text-like field's value if a person changed it from what the page's HTML gave it, else undefined. */
function editedInPage(element: unknown): string | undefined {
  if (element instanceof HTMLSelectElement) {
    if (element.type !== 'select-one') return undefined;
    const changed = [...element.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? element.value : undefined;
  }
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    if (!TEXT_LIKE.test(element.type)) return undefined;
    return element.value !== element.defaultValue ? element.value : undefined;
  }
  return undefined;
}

/**
 * Every form of the portal (docs/decisions/067-one-way-to-write-a-form.md): react-hook-form with
 * the contract's zod schema as its resolver, and the portal's rules on top of it.
 *
 * - Validation runs on blur until the first submit, then on every change (spec section 5); before
 *   the first submit a field that shows an error is checked again on each change, so the error
 *   goes as soon as it is fixed. (react-hook-form's onBlur mode alone would wait for the next blur.)
 * - A submit with errors focuses the first field in error (react-hook-form's shouldFocusError).
 * - A second submit while one is running does nothing (a double click sends once).
 * - Inputs stay uncontrolled (register, no `value`). Text typed into the server-rendered page
 *   before its script ran is kept: react-hook-form registers an input edited before the form was
 *   ready with its DOM value rather than the default. On submit the registered inputs' DOM values
 *   are read first, so a value that reached an input without an input event (a password manager's
 *   fill, Enter pressed at once) is the one sent.
 * - Values that are not inputs (a captcha token) go through `setValue`; a controlled field
 *   (`Controller`) keeps what was chosen in the HTML through `keepsPageEdit`.
 *
 * Pass the schema for the current state of the form (e.g. a step's): the resolver follows it.
 */
export function usePortalForm<Schema extends PortalFormSchema>(
  schema: Schema,
  options: PortalFormOptions<Schema> = {},
): PortalForm<Schema> {
  type Values = input<Schema>;
  const form = useForm<Values, unknown, output<Schema>>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    // The overloads of zodResolver cannot pick one for a generic schema; the types are the schema's.
    resolver: zodResolver(schema as never) as never,
  });
  const inputs = useRef(new Map<FieldPath<Values>, HTMLElement & { value: string; type: string }>());
  const submitting = useRef(false);
  /** The elements registered so far (React calls a field's ref again on each render). */
  const seen = useRef(new WeakSet<object>());

  const register = <Name extends FieldPath<Values>>(
    name: Name,
    registerOptions?: RegisterOptions<Values, Name>,
  ): UseFormRegisterReturn<Name> => {
    const registered = form.register(name, {
      ...registerOptions,
      onChange: (event: unknown) => {
        registerOptions?.onChange?.(event);
        if (!form.formState.isSubmitted && form.getFieldState(name).invalid) void form.trigger(name);
      },
    } as RegisterOptions<Values, Name>);
    const readsAsIs =
      !registerOptions ||
      !(
        'valueAsNumber' in registerOptions ||
        'valueAsDate' in registerOptions ||
        'setValueAs' in registerOptions
      );
    return {
      ...registered,
      ref: (element) => {
        // Registering sets an input to its default value: what a person typed into the page's HTML
        // before the form's code was here (decision 072) is put back once it is registered.
        const first = element !== null && !seen.current.has(element);
        if (element) seen.current.add(element);
        const typed = readsAsIs && first ? editedInPage(element) : undefined;
        registered.ref(element);
        if (typed !== undefined && typed !== form.getValues(name)) {
          form.setValue(name, typed as never, { shouldDirty: true });
        }
        const field = element as (HTMLElement & { value: string; type: string }) | null;
        if (field && readsAsIs && TEXT_LIKE.test(field.type)) inputs.current.set(name, field);
        else if (!field) inputs.current.delete(name);
      },
    };
  };

  // A controlled field's value reaches it through its Controller's subscription, which is made in
  // an effect: what was chosen in the HTML is handed over in the form's own effect, which runs after.
  const pageEdits = useRef(new Map<FieldPath<Values>, unknown>());
  useEffect(() => {
    for (const [name, value] of pageEdits.current) form.setValue(name, value as never, { shouldDirty: true });
    pageEdits.current.clear();
  });
  const keepsPageEdit: PortalForm<Schema>['keepsPageEdit'] = (field, toValue) => (element) => {
    field.ref(element);
    if (element === null || seen.current.has(element)) return;
    seen.current.add(element);
    const typed = editedInPage(element);
    if (typed !== undefined) pageEdits.current.set(field.name, toValue(typed));
  };

  const handleSubmit: PortalForm<Schema>['handleSubmit'] =
    <Result>(onValid: SubmitHandler<output<Schema>, Result>, onInvalid?: SubmitErrorHandler<Values>) =>
    async (event?: BaseSyntheticEvent): Promise<Awaited<Result> | undefined> => {
      event?.preventDefault?.();
      if (submitting.current) return undefined;
      submitting.current = true;
      try {
        for (const [name, element] of inputs.current) {
          if (element.isConnected && element.value !== form.getValues(name)) {
            form.setValue(name, element.value as never);
          }
        }
        return await form.handleSubmit(onValid, onInvalid)(event);
      } finally {
        submitting.current = false;
      }
    };

  return { ...form, register: register as PortalForm<Schema>['register'], handleSubmit, keepsPageEdit };
}
