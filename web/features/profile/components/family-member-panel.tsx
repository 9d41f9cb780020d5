import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { css } from 'styled-system/css';
import type * as z from 'zod/mini';
import type { FamilyMember } from '#contract/family';
import {
  type FamilyMemberDraftValues,
  type FamilyMemberForm,
  familyMemberFormSchema,
} from '#contract/family-requests';
import {
  FAMILY_TEXTS,
  FAMILY_TITLES,
  familyProblemKinds,
  RELATIONSHIP_OPTIONS,
  SEX_OPTIONS,
} from '#contract/family-rules';
import { refusedFormMessage, submittedFormMessage } from '#contract/form-messages';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { CheckboxField } from '#web/ui/checkbox-field.tsx';
import { RadioGroup } from '#web/ui/radio-group.tsx';
import { SelectField } from '#web/ui/select-field.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { useSaveFamilyMember } from '../api/family';

/**
 * The Worker's schema for the call, over the draft the form holds: a choice not made yet is null,
 * which the schema refuses with that field's own message.
 */
const draftSchema = familyMemberFormSchema as unknown as z.ZodMiniType<
  FamilyMemberForm,
  FamilyMemberDraftValues
>;

const EMPTY: FamilyMemberDraftValues = {
  title: null,
  firstName: '',
  surname: '',
  dateOfBirth: '',
  gender: null,
  relationship: null,
  fullTimeEdu: null,
  fullTimeEducationEndDate: '',
  registeredDisabled: false,
};

function draftOf(member: FamilyMember | null): FamilyMemberDraftValues {
  if (!member) return EMPTY;
  return {
    // A title the list does not offer is one to choose again.
    title: FAMILY_TITLES.find((title) => title === member.title) ?? null,
    firstName: member.firstName,
    surname: member.surname,
    dateOfBirth: member.dateOfBirth ?? '',
    gender: member.gender,
    relationship: member.relationship,
    fullTimeEdu: member.fullTimeEdu,
    fullTimeEducationEndDate: member.fullTimeEducationEndDate ?? '',
    registeredDisabled: member.registeredDisabled,
  };
}

// The order the fields appear in, so the first one in error takes focus.
const FIELD_ORDER: readonly (keyof FamilyMemberDraftValues)[] = [
  'title',
  'firstName',
  'surname',
  'dateOfBirth',
  'gender',
  'relationship',
  'fullTimeEdu',
  'fullTimeEducationEndDate',
];

const YES_NO = [
  { value: 'yes', label: FAMILY_TEXTS.yes },
  { value: 'no', label: FAMILY_TEXTS.no },
] as const;

/**
 * The add-family-member panel (spec 2.16), also used to edit one: title, names, date of birth, sex
 * (1 female, 2 male), relationship (partner or dependant), full-time education with its end date,
 * and registered disabled. Each missing required field gets its message (spec section 5); whatever
 * was typed stays through any error.
 */
export function FamilyMemberPanel({
  open,
  member,
  onClose,
  onClosed,
  onSaved,
}: {
  open: boolean;
  /** The member to edit; null adds a new one. */
  member: FamilyMember | null;
  onClose: () => void;
  onClosed: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useLingui();
  const save = useSaveFamilyMember();
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = usePortalForm(draftSchema, {
    mode: 'onSubmit',
    // A field's message goes when it is changed; everything is checked again on the next save.
    reValidateMode: 'onSubmit',
    // The radio groups are not focusable as one control: focusFirst finds the first field's input.
    shouldFocusError: false,
    defaultValues: draftOf(member),
  });

  const focusFirst = (found: Partial<Record<keyof FamilyMemberDraftValues, unknown>>) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first)
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, select)`)?.focus();
  };

  const saveMember = async (form: FamilyMemberForm) => {
    try {
      await save.mutateAsync({ form, familyMemberId: member?.familyMemberId ?? null });
      onSaved(member ? FAMILY_TEXTS.updated : FAMILY_TEXTS.added);
    } catch (error) {
      const fields = (error instanceof ApiRequestError ? error.body.error.fields : undefined) ?? {};
      const refusedHere = FIELD_ORDER.filter((field) => fields[field]);
      for (const field of refusedHere) setError(field, { type: 'server', message: fields[field] });
      focusFirst(fields);
      const refused = Object.keys(fields);
      setFailure(
        refused.length > 0
          ? refusedFormMessage(refused, FIELD_ORDER)
          : !(error instanceof ApiRequestError) || error.status === 0
            ? FAMILY_TEXTS.saveFailed
            : error.message,
      );
    }
  };

  const stopped = (found: FieldErrors<FamilyMemberDraftValues>) => {
    // The banner says what kind of problem stopped it (spec 5 general messages, decision 048).
    setFailure(
      submittedFormMessage(
        familyProblemKinds(FIELD_ORDER.map((field) => found[field]?.message).filter(Boolean)),
      ),
    );
    focusFirst(found);
  };

  const submit = handleSubmit(saveMember, stopped);
  // Each change takes that field's message away, as the old draft did.
  const clearing = (field: keyof FamilyMemberDraftValues) => ({ onChange: () => clearErrors(field) });
  const inEducation = watch('fullTimeEdu');

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      title={member ? FAMILY_TEXTS.editTitle : FAMILY_TEXTS.addTitle}
    >
      <form
        ref={formRef}
        noValidate
        className={formClass}
        onSubmit={(event) => {
          setFailure(null);
          void submit(event);
        }}
      >
        {failure ? (
          <Alert variant="error">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <div data-field="title">
          <Controller
            control={control}
            name="title"
            render={({ field }) => (
              <SelectField
                label={FAMILY_TEXTS.title}
                name={field.name}
                ref={field.ref}
                required
                placeholder={FAMILY_TEXTS.chooseTitle}
                options={FAMILY_TITLES.map((title) => ({ value: title, label: title }))}
                value={field.value ?? ''}
                error={errors.title?.message}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const chosen = FAMILY_TITLES.find((title) => title === event.currentTarget.value);
                  field.onChange(chosen ?? null);
                  clearErrors('title');
                }}
              />
            )}
          />
        </div>
        <div data-field="firstName">
          <TextField
            label={FAMILY_TEXTS.firstName}
            autoComplete="off"
            required
            error={errors.firstName?.message}
            {...register('firstName', clearing('firstName'))}
          />
        </div>
        <div data-field="surname">
          <TextField
            label={FAMILY_TEXTS.surname}
            autoComplete="off"
            required
            error={errors.surname?.message}
            {...register('surname', clearing('surname'))}
          />
        </div>
        <div data-field="dateOfBirth">
          <TextField
            label={FAMILY_TEXTS.dateOfBirth}
            type="date"
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth', clearing('dateOfBirth'))}
          />
        </div>
        <div data-field="gender">
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <RadioGroup
                legend={FAMILY_TEXTS.sex}
                name={field.name}
                options={SEX_OPTIONS}
                value={field.value === 1 || field.value === 2 ? field.value : null}
                error={errors.gender?.message}
                onChange={(value) => {
                  field.onChange(value);
                  clearErrors('gender');
                }}
              />
            )}
          />
        </div>
        <div data-field="relationship">
          <Controller
            control={control}
            name="relationship"
            render={({ field }) => (
              <RadioGroup
                legend={FAMILY_TEXTS.relationship}
                name={field.name}
                options={RELATIONSHIP_OPTIONS}
                value={field.value}
                error={errors.relationship?.message}
                onChange={(value) => {
                  field.onChange(value);
                  clearErrors('relationship');
                }}
              />
            )}
          />
        </div>
        <div data-field="fullTimeEdu">
          <Controller
            control={control}
            name="fullTimeEdu"
            render={({ field }) => (
              <RadioGroup
                legend={FAMILY_TEXTS.fullTimeEdu}
                name={field.name}
                options={YES_NO}
                value={field.value === null ? null : field.value ? 'yes' : 'no'}
                error={errors.fullTimeEdu?.message}
                onChange={(value) => {
                  field.onChange(value === 'yes');
                  clearErrors('fullTimeEdu');
                }}
              />
            )}
          />
        </div>
        {inEducation ? (
          <div data-field="fullTimeEducationEndDate">
            <TextField
              label={FAMILY_TEXTS.fullTimeEducationEndDate}
              type="date"
              required
              error={errors.fullTimeEducationEndDate?.message}
              {...register('fullTimeEducationEndDate', clearing('fullTimeEducationEndDate'))}
            />
          </div>
        ) : null}
        <CheckboxField label={FAMILY_TEXTS.registeredDisabled} {...register('registeredDisabled')} />
        <div className={actionsClass}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t`Processing...` : FAMILY_TEXTS.save}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {FAMILY_TEXTS.cancel}
          </Button>
        </div>
      </form>
    </SidePanel>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });
