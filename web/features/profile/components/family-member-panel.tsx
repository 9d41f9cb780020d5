import { type FormEvent, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { FamilyMember } from '#contract/family';
import {
  FAMILY_TEXTS,
  FAMILY_TITLES,
  type FamilyFieldProblems,
  type FamilyMemberDraftValues,
  familyFormProblems,
  familyProblemKinds,
  RELATIONSHIP_OPTIONS,
  SEX_OPTIONS,
} from '#contract/family-rules';
import { refusedFormMessage, submittedFormMessage } from '#contract/form-messages';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { CheckboxField } from '#web/ui/checkbox-field.tsx';
import { RadioGroup } from '#web/ui/radio-group.tsx';
import { SelectField } from '#web/ui/select-field.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { useSaveFamilyMember } from '../api/family';

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
    title: member.title,
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
  const save = useSaveFamilyMember();
  const [draft, setDraft] = useState<FamilyMemberDraftValues>(() => draftOf(member));
  const [problems, setProblems] = useState<FamilyFieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <Key extends keyof FamilyMemberDraftValues>(key: Key, value: FamilyMemberDraftValues[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };

  const focusFirst = (found: FamilyFieldProblems) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first)
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, select)`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const found = familyFormProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      // The banner says what kind of problem stopped it (spec 5 general messages, decision 048).
      setFailure(submittedFormMessage(familyProblemKinds(found)));
      focusFirst(found);
      return;
    }
    try {
      await save.mutateAsync({ draft, familyMemberId: member?.familyMemberId ?? null });
      onSaved(member ? FAMILY_TEXTS.updated : FAMILY_TEXTS.added);
    } catch (error) {
      const fields = (error instanceof ApiRequestError ? error.body.error.fields : undefined) ?? {};
      const fromServer: FamilyFieldProblems = {};
      for (const field of FIELD_ORDER) if (fields[field]) fromServer[field] = fields[field];
      setProblems(fromServer);
      focusFirst(fromServer);
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

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      title={member ? FAMILY_TEXTS.editTitle : FAMILY_TEXTS.addTitle}
    >
      <form ref={formRef} noValidate className={formClass} onSubmit={(event) => void submit(event)}>
        {failure ? (
          <Alert variant="error">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <div data-field="title">
          <SelectField
            label={FAMILY_TEXTS.title}
            name="title"
            required
            placeholder={FAMILY_TEXTS.chooseTitle}
            options={FAMILY_TITLES.map((title) => ({ value: title, label: title }))}
            value={draft.title ?? ''}
            error={problems.title}
            onChange={(event) => set('title', event.currentTarget.value || null)}
          />
        </div>
        <div data-field="firstName">
          <TextField
            label={FAMILY_TEXTS.firstName}
            name="firstName"
            autoComplete="off"
            required
            value={draft.firstName ?? ''}
            error={problems.firstName}
            onChange={(event) => set('firstName', event.currentTarget.value)}
          />
        </div>
        <div data-field="surname">
          <TextField
            label={FAMILY_TEXTS.surname}
            name="surname"
            autoComplete="off"
            required
            value={draft.surname ?? ''}
            error={problems.surname}
            onChange={(event) => set('surname', event.currentTarget.value)}
          />
        </div>
        <div data-field="dateOfBirth">
          <TextField
            label={FAMILY_TEXTS.dateOfBirth}
            name="dateOfBirth"
            type="date"
            value={draft.dateOfBirth ?? ''}
            error={problems.dateOfBirth}
            onChange={(event) => set('dateOfBirth', event.currentTarget.value)}
          />
        </div>
        <div data-field="gender">
          <RadioGroup
            legend={FAMILY_TEXTS.sex}
            name="gender"
            options={SEX_OPTIONS}
            value={draft.gender === 1 || draft.gender === 2 ? draft.gender : null}
            error={problems.gender}
            onChange={(value) => set('gender', value)}
          />
        </div>
        <div data-field="relationship">
          <RadioGroup
            legend={FAMILY_TEXTS.relationship}
            name="relationship"
            options={RELATIONSHIP_OPTIONS}
            value={
              draft.relationship === 'partner' || draft.relationship === 'dependant'
                ? draft.relationship
                : null
            }
            error={problems.relationship}
            onChange={(value) => set('relationship', value)}
          />
        </div>
        <div data-field="fullTimeEdu">
          <RadioGroup
            legend={FAMILY_TEXTS.fullTimeEdu}
            name="fullTimeEdu"
            options={YES_NO}
            value={draft.fullTimeEdu === null ? null : draft.fullTimeEdu ? 'yes' : 'no'}
            error={problems.fullTimeEdu}
            onChange={(value) => set('fullTimeEdu', value === 'yes')}
          />
        </div>
        {draft.fullTimeEdu ? (
          <div data-field="fullTimeEducationEndDate">
            <TextField
              label={FAMILY_TEXTS.fullTimeEducationEndDate}
              name="fullTimeEducationEndDate"
              type="date"
              required
              value={draft.fullTimeEducationEndDate ?? ''}
              error={problems.fullTimeEducationEndDate}
              onChange={(event) => set('fullTimeEducationEndDate', event.currentTarget.value)}
            />
          </div>
        ) : null}
        <CheckboxField
          label={FAMILY_TEXTS.registeredDisabled}
          name="registeredDisabled"
          checked={draft.registeredDisabled === true}
          onChange={(event) => set('registeredDisabled', event.currentTarget.checked)}
        />
        <div className={actionsClass}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Processing...' : FAMILY_TEXTS.save}
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
