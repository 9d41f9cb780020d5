import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { addLifeEventRequestSchema } from '#contract/life-event-requests';
import { LIFE_EVENT_TEXTS } from '#contract/life-event-rules';
import type { LifeEventType } from '#contract/life-events';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { SelectField } from '#web/ui/select-field.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { useAddLifeEvent } from '../api/life-events';

/** The fields in the order they show, so the first one the server refused takes focus. */
const LIFE_EVENT_FIELDS = ['lifeEventId', 'eventDate'] as const;

/** A choice of the select as the schema takes it: the event's id, none while nothing is chosen. */
function eventIdOf(value: unknown): number | undefined {
  return value === '' || value == null ? undefined : Number(value);
}

/**
 * The add-life-event panel (spec 2.16): which event and when, checked with the Worker's schema for
 * the call. A refused field gets its message; any other failure shows spec 8's 'There was an error
 * encountered when trying to add the life event', and what was chosen stays so it can be sent again.
 */
export function AddLifeEventPanel({
  open,
  available,
  onClose,
  onClosed,
  onAdded,
}: {
  open: boolean;
  available: readonly LifeEventType[];
  onClose: () => void;
  onClosed: () => void;
  onAdded: () => void;
}) {
  const { t } = useLingui();
  const add = useAddLifeEvent();
  const [failure, setFailure] = useState<{ attempt: number } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = usePortalForm(addLifeEventRequestSchema, {
    mode: 'onSubmit',
    // A field's message goes when it is edited; both are checked again on the next submit.
    reValidateMode: 'onSubmit',
    defaultValues: { lifeEventId: undefined, eventDate: '' },
  });

  const submit = handleSubmit(async (request) => {
    try {
      await add.mutateAsync(request);
      onAdded();
    } catch (error) {
      const fields = (error instanceof ApiRequestError ? error.body.error.fields : undefined) ?? {};
      const refused = LIFE_EVENT_FIELDS.filter((name) => fields[name]);
      refused.forEach((name, index) => {
        setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 });
      });
      if (refused.length === 0) setFailure((previous) => ({ attempt: (previous?.attempt ?? 0) + 1 }));
    }
  });

  return (
    <SidePanel open={open} onClose={onClose} onClosed={onClosed} title={LIFE_EVENT_TEXTS.panelTitle}>
      <form
        noValidate
        className={formClass}
        onSubmit={(event) => {
          setFailure(null);
          void submit(event);
        }}
      >
        {failure ? (
          <Alert key={failure.attempt} variant="error">
            <p>{LIFE_EVENT_TEXTS.addFailed}</p>
          </Alert>
        ) : null}
        <SelectField
          label={LIFE_EVENT_TEXTS.event}
          required
          placeholder={LIFE_EVENT_TEXTS.chooseEvent}
          options={available.map((type) => ({ value: String(type.id), label: type.name }))}
          error={errors.lifeEventId?.message}
          {...register('lifeEventId', { setValueAs: eventIdOf, onChange: () => clearErrors('lifeEventId') })}
        />
        <TextField
          label={LIFE_EVENT_TEXTS.date}
          type="date"
          required
          error={errors.eventDate?.message}
          {...register('eventDate', { onChange: () => clearErrors('eventDate') })}
        />
        <div className={actionsClass}>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t`Processing...` : LIFE_EVENT_TEXTS.submit}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {LIFE_EVENT_TEXTS.cancel}
          </Button>
        </div>
      </form>
    </SidePanel>
  );
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });
