import { type FormEvent, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { isYearMonthDay } from '#contract/family-rules';
import { LIFE_EVENT_TEXTS } from '#contract/life-event-rules';
import type { LifeEventType } from '#contract/life-events';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { SelectField } from '#web/ui/select-field.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { useAddLifeEvent } from '../api/life-events';

type Problems = { lifeEventId?: string; eventDate?: string };

function problemsOf(lifeEventId: string, eventDate: string): Problems {
  const problems: Problems = {};
  if (!lifeEventId) problems.lifeEventId = LIFE_EVENT_TEXTS.eventRequired;
  if (!eventDate) problems.eventDate = LIFE_EVENT_TEXTS.dateRequired;
  else if (!isYearMonthDay(eventDate)) problems.eventDate = LIFE_EVENT_TEXTS.invalidDate;
  return problems;
}

/**
 * The add-life-event panel (spec 2.16): which event and when. A refused field gets its message; any
 * other failure shows spec 8's 'There was an error encountered when trying to add the life event',
 * and what was chosen stays so it can be sent again.
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
  const add = useAddLifeEvent();
  const [lifeEventId, setLifeEventId] = useState('');
  const [eventDate, setEventDate] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<{ attempt: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirst = (found: Problems) => {
    const name = found.lifeEventId ? 'lifeEventId' : found.eventDate ? 'eventDate' : null;
    if (name) formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setFailure(null);
    const found = problemsOf(lifeEventId, eventDate);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    try {
      await add.mutateAsync({ lifeEventId: Number(lifeEventId), eventDate });
      onAdded();
    } catch (error) {
      const fields = (error instanceof ApiRequestError ? error.body.error.fields : undefined) ?? {};
      const fromServer: Problems = {
        ...(fields.lifeEventId ? { lifeEventId: fields.lifeEventId } : {}),
        ...(fields.eventDate ? { eventDate: fields.eventDate } : {}),
      };
      setProblems(fromServer);
      if (Object.keys(fromServer).length > 0) focusFirst(fromServer);
      else setFailure((previous) => ({ attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  return (
    <SidePanel open={open} onClose={onClose} onClosed={onClosed} title={LIFE_EVENT_TEXTS.panelTitle}>
      <form ref={formRef} noValidate className={formClass} onSubmit={(event) => void submit(event)}>
        {failure ? (
          <Alert key={failure.attempt} variant="error">
            <p>{LIFE_EVENT_TEXTS.addFailed}</p>
          </Alert>
        ) : null}
        <SelectField
          label={LIFE_EVENT_TEXTS.event}
          name="lifeEventId"
          required
          placeholder={LIFE_EVENT_TEXTS.chooseEvent}
          options={available.map((type) => ({ value: String(type.id), label: type.name }))}
          value={lifeEventId}
          error={problems.lifeEventId}
          onChange={(event) => {
            setLifeEventId(event.currentTarget.value);
            setProblems((current) => ({ ...current, lifeEventId: undefined }));
          }}
        />
        <TextField
          label={LIFE_EVENT_TEXTS.date}
          name="eventDate"
          type="date"
          required
          value={eventDate}
          error={problems.eventDate}
          onChange={(event) => {
            setEventDate(event.currentTarget.value);
            setProblems((current) => ({ ...current, eventDate: undefined }));
          }}
        />
        <div className={actionsClass}>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Processing...' : LIFE_EVENT_TEXTS.submit}
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
