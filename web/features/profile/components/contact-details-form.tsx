import { type FormEvent, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { ContactDetails, ProfileDetails } from '#contract/profile';
import { type ContactField, contactFieldProblem, PROFILE_DETAIL_TEXTS } from '#contract/profile-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { ControlsAfterHydration } from '#web/ui/controls-after-hydration.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { useSaveContactDetails } from '../api/profile-details';
import { PROFILE_TEXTS } from './profile-texts';

const FIELDS: readonly { name: ContactField; label: string; autoComplete: string; type?: string }[] = [
  { name: 'phone', label: PROFILE_TEXTS.phone, autoComplete: 'tel', type: 'tel' },
  { name: 'addressLine1', label: PROFILE_TEXTS.addressLine1, autoComplete: 'address-line1' },
  { name: 'addressLine2', label: PROFILE_TEXTS.addressLine2, autoComplete: 'address-line2' },
  { name: 'town', label: PROFILE_TEXTS.town, autoComplete: 'address-level2' },
  { name: 'postcode', label: PROFILE_TEXTS.postcode, autoComplete: 'postal-code' },
];

type Problems = Partial<Record<ContactField, string>>;

function problemsOf(values: ContactDetails): Problems {
  const problems: Problems = {};
  for (const { name } of FIELDS) {
    const problem = contactFieldProblem(name, values[name].trim());
    if (problem) problems[name] = problem;
  }
  return problems;
}

function contactOf(details: ProfileDetails): ContactDetails {
  const { phone, addressLine1, addressLine2, town, postcode } = details;
  return { phone, addressLine1, addressLine2, town, postcode };
}

/**
 * The editable contact details of the profile page (spec 2.2): phone and address. Each field is
 * checked before sending and again by the server, and a bad one gets its message by the field while
 * everything typed stays as it was; the first field in error takes focus.
 */
export function ContactDetailsForm({ details }: { details: ProfileDetails }) {
  const save = useSaveContactDetails();
  const [values, setValues] = useState<ContactDetails>(() => contactOf(details));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstProblem = (found: Problems) => {
    const first = FIELDS.find(({ name }) => found[name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(false);
    setFailure(null);
    const found = problemsOf(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstProblem(found);
      return;
    }
    try {
      const result = await save.mutateAsync(values);
      setValues(contactOf(result));
      setSaved(true);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.body.error.fields ?? {}) : {};
      const fromServer: Problems = {};
      for (const { name } of FIELDS) if (fields[name]) fromServer[name] = fields[name];
      setProblems(fromServer);
      if (Object.keys(fromServer).length > 0) focusFirstProblem(fromServer);
      else
        setFailure(
          error instanceof ApiRequestError && error.status !== 0
            ? error.message
            : PROFILE_DETAIL_TEXTS.saveFailed,
        );
    }
  };

  return (
    <form ref={formRef} noValidate className={formClass} onSubmit={(event) => void submit(event)}>
      {failure ? (
        <Alert variant="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
      {saved ? (
        <Alert variant="success">
          <p>{PROFILE_DETAIL_TEXTS.saved}</p>
        </Alert>
      ) : null}
      <ControlsAfterHydration>
        <div className={gridClass}>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.name !== 'addressLine2'}
              value={values[field.name]}
              error={problems[field.name]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field.name]: value }));
                setSaved(false);
                // An edited field's message goes; it is checked again on save.
                setProblems((current) => ({ ...current, [field.name]: undefined }));
              }}
            />
          ))}
        </div>
      </ControlsAfterHydration>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? PROFILE_TEXTS.saving : PROFILE_TEXTS.saveDetails}
        </Button>
      </div>
    </form>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });

const gridClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  gap: '4',
});
