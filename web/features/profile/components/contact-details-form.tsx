import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { ContactDetails, ProfileDetails } from '#contract/profile';
import { contactDetailsUpdateSchema } from '#contract/profile-requests';
import { type ContactField, PROFILE_DETAIL_TEXTS } from '#contract/profile-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { ControlsAfterHydration } from '#web/ui/controls-after-hydration.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { useSaveContactDetails } from '../api/profile-details';
import { PROFILE_TEXTS } from './profile-texts';

const FIELDS: readonly {
  name: ContactField;
  label: MessageDescriptor;
  autoComplete: string;
  type?: string;
}[] = [
  { name: 'phone', label: PROFILE_TEXTS.phone, autoComplete: 'tel', type: 'tel' },
  { name: 'addressLine1', label: PROFILE_TEXTS.addressLine1, autoComplete: 'address-line1' },
  { name: 'addressLine2', label: PROFILE_TEXTS.addressLine2, autoComplete: 'address-line2' },
  { name: 'town', label: PROFILE_TEXTS.town, autoComplete: 'address-level2' },
  { name: 'postcode', label: PROFILE_TEXTS.postcode, autoComplete: 'postal-code' },
];

function contactOf(details: ProfileDetails): ContactDetails {
  const { phone, addressLine1, addressLine2, town, postcode } = details;
  return { phone, addressLine1, addressLine2, town, postcode };
}

/**
 * The editable contact details of the profile page (spec 2.2): phone and address. Each field is
 * checked before sending with the Worker's own schema for the call, and again by the server, and a
 * bad one gets its message by the field while everything typed stays as it was; the first field in
 * error takes focus. An edited field's message goes; it is checked again on save.
 */
export function ContactDetailsForm({ details }: { details: ProfileDetails }) {
  const { t } = useLingui();
  const save = useSaveContactDetails();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = usePortalForm(contactDetailsUpdateSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: contactOf(details),
  });

  const submit = handleSubmit(async (values) => {
    try {
      reset(contactOf(await save.mutateAsync(values)));
      setSaved(true);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.body.error.fields ?? {}) : {};
      const refused = FIELDS.filter(({ name }) => fields[name]);
      refused.forEach(({ name }, index) => {
        setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 });
      });
      if (refused.length === 0)
        setFailure(
          error instanceof ApiRequestError && error.status !== 0
            ? error.message
            : PROFILE_DETAIL_TEXTS.saveFailed,
        );
    }
  });

  return (
    <form
      noValidate
      className={formClass}
      onSubmit={(event) => {
        // What an earlier attempt said goes, whether this one is sent or stopped here.
        setSaved(false);
        setFailure(null);
        void submit(event);
      }}
    >
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
              label={t(field.label)}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.name !== 'addressLine2'}
              // In the Worker's HTML too: the saved details show before the form's code is here.
              defaultValue={details[field.name]}
              error={errors[field.name]?.message}
              {...register(field.name, {
                onChange: () => {
                  setSaved(false);
                  clearErrors(field.name);
                },
              })}
            />
          ))}
        </div>
      </ControlsAfterHydration>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t(save.isPending ? PROFILE_TEXTS.saving : PROFILE_TEXTS.saveDetails)}
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
