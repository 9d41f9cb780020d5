import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { css } from 'styled-system/css';
import { magicLinkRequestSchema } from '#contract/act-as';
import { ACT_AS_REASON_MAX_LENGTH, ACT_AS_TEXTS } from '#contract/act-as-texts';
import type { EmployeeRecord } from '#contract/employee-data';
import { EMPLOYEE_DATA_TEXTS as TEXTS } from '#contract/employee-data-texts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { formatCalendarDate, formatLongDate } from '#web/lib/en-gb-format.ts';
import { markOwnActAsLink } from '#web/lib/own-act-as-link.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { PasswordInput } from '#web/ui/password-input.tsx';
import { RadioGroup } from '#web/ui/radio-group.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { TextArea } from '#web/ui/text-area.tsx';
import { useEmployeeRecord, useMagicLink, useResendWelcomeEmail } from '../api/employee-data';
import { useEmployeeSelections } from '../api/employee-selections';
import { EmployeeSelections } from './employee-selections';
import { actionsClass, confirmClass } from './panel-styles';

type Mode = 'details' | 'confirm-resend' | 'act-as';

export interface EmployeePanelProps {
  /** The employee shown, or null when the panel is closed. */
  employeeId: number | null;
  onClose: () => void;
  /** The administrator may change things (resend, act as); support acting as them may only look. */
  mayResend: boolean;
  mayActAs: boolean;
  /** Follows the magic link (the browser loads it; tests pass their own). */
  followLink: (url: string) => void;
}

/**
 * The view-employee-data panel (spec 2.16): the employee's record, resending their welcome e-mail
 * after a confirmation, and acting as them after the administrator's password (spec section 6).
 */
export function EmployeePanel({ employeeId, onClose, mayResend, mayActAs, followLink }: EmployeePanelProps) {
  const { t } = useLingui();
  const record = useEmployeeRecord(employeeId);
  // Asked for as the panel opens, beside the record, not after it (decision 080).
  useEmployeeSelections(employeeId);
  const [mode, setMode] = useState<Mode>('details');
  const resend = useResendWelcomeEmail();
  const person = record.data;
  const name = person ? `${person.firstName} ${person.surname}` : '';

  // A second press before the button is disabled (a double click) sends nothing more.
  const sending = useRef(false);
  const sendWelcome = (employeeId: number) => {
    if (sending.current) return;
    sending.current = true;
    resend.mutate(employeeId, {
      onSuccess: () => setMode('details'),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const reset = () => {
    setMode('details');
    resend.reset();
  };

  return (
    <SidePanel open={employeeId !== null} onClose={onClose} onClosed={reset} title={t(TEXTS.panelTitle)}>
      <div className={bodyClass}>
        {record.isError ? (
          <Alert variant="error">{t(TEXTS.panelLoadError)}</Alert>
        ) : !person ? (
          <p role="status">{t(TEXTS.loading)}</p>
        ) : (
          <>
            <Details person={person} />
            {resend.isSuccess ? (
              <Alert variant="success">{t(TEXTS.resendDone(resend.data.sentTo))}</Alert>
            ) : null}
            {mode === 'details' ? (
              <div className={actionsClass}>
                {mayResend && !person.registered ? (
                  <Button variant="secondary" onClick={() => setMode('confirm-resend')}>
                    {t(TEXTS.resend)}
                  </Button>
                ) : null}
                {mayActAs && person.registered ? (
                  <Button variant="secondary" onClick={() => setMode('act-as')}>
                    {t(TEXTS.actAs)}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {mode === 'confirm-resend' ? (
              <section aria-label={t(TEXTS.resend)} className={confirmClass}>
                <p>{t(TEXTS.resendConfirm(name, person.email))}</p>
                {resend.isError ? <Alert variant="error">{t(TEXTS.resendError)}</Alert> : null}
                <div className={actionsClass}>
                  <Button variant="secondary" onClick={reset} disabled={resend.isPending}>
                    {t(TEXTS.cancel)}
                  </Button>
                  <Button
                    disabled={resend.isPending}
                    aria-busy={resend.isPending || undefined}
                    onClick={() => sendWelcome(person.id)}
                  >
                    {t(resend.isPending ? TEXTS.processing : TEXTS.confirm)}
                  </Button>
                </div>
              </section>
            ) : null}
            {mode === 'act-as' ? (
              <ActAsForm person={person} name={name} onCancel={reset} followLink={followLink} />
            ) : null}
            <EmployeeSelections employeeId={person.id} name={name} />
          </>
        )}
      </div>
    </SidePanel>
  );
}

function Details({ person }: { person: EmployeeRecord }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t(TEXTS.details.name), `${person.firstName} ${person.surname}`],
    [t(TEXTS.details.email), person.email],
    [t(TEXTS.details.dateOfBirth), formatCalendarDate(person.dateOfBirth)],
    [t(TEXTS.details.registered), t(person.registered ? TEXTS.yes : TEXTS.no)],
    [t(TEXTS.details.joined), formatCalendarDate(person.joinedOn)],
    // The upstream's status as it sends it; none is the current one.
    [t(TEXTS.details.employmentStatus), person.employmentStatus ?? t(TEXTS.employmentStatusCurrent)],
    [t(TEXTS.details.twoFactor), t(person.twoFactorEnabled ? TEXTS.twoFactorOn : TEXTS.twoFactorOff)],
    [
      t(TEXTS.details.welcomeEmail),
      // The day it was sent, on UTC as the upload page's last upload (decision 074).
      person.welcomeEmailSentAt
        ? formatLongDate(new Date(person.welcomeEmailSentAt), 'utc')
        : t(TEXTS.welcomeNever),
    ],
  ];
  return (
    <dl className={detailsClass}>
      {rows.map(([term, value]) => (
        <div key={term} className={detailRowClass}>
          <dt className={termClass}>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type SessionKind = 'read-only' | 'changes';

/**
 * Why the administrator acts as the employee (required: the employee is told it), whether the
 * session may change anything (read-only unless they choose otherwise; decision 053) and their
 * password, checked with the Worker's schema for the call; then the browser follows the magic link
 * into the employee's view.
 */
function ActAsForm({
  person,
  name,
  onCancel,
  followLink,
}: {
  person: EmployeeRecord;
  name: string;
  onCancel: () => void;
  followLink: (url: string) => void;
}) {
  const { t } = useLingui();
  const magicLink = useMagicLink();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = usePortalForm(magicLinkRequestSchema, {
    // Checked when sent, then as it is corrected.
    mode: 'onSubmit',
    defaultValues: { reason: '', readOnly: true, password: '' },
  });
  const error = magicLink.error instanceof ApiRequestError ? magicLink.error : null;
  // The Worker's own check of the reason answers under the field, not as the form's alert.
  const reasonRefused = errors.reason?.type === 'server';
  const busy = magicLink.isPending || magicLink.isSuccess;

  const actAs = handleSubmit(async (choice) => {
    try {
      const { url } = await magicLink.mutateAsync({ employeeId: person.id, ...choice });
      // This tab asked for it: its sign-on page does not ask whether to leave this session.
      markOwnActAsLink(url);
      followLink(url);
    } catch (failure) {
      const refusal = failure instanceof ApiRequestError ? failure.body.error.fields?.reason : undefined;
      if (refusal) setError('reason', { type: 'server', message: refusal });
    }
  });

  return (
    <form onSubmit={actAs} className={confirmClass} aria-label={t(TEXTS.actAs)} noValidate>
      <p>{t(TEXTS.actAsIntro(name))}</p>
      {magicLink.isError && !reasonRefused ? (
        <Alert variant="error">{error?.message ?? t(TEXTS.resendError)}</Alert>
      ) : null}
      <TextArea
        label={ACT_AS_TEXTS.reason}
        hint={ACT_AS_TEXTS.reasonHint}
        rows={3}
        required
        maxLength={ACT_AS_REASON_MAX_LENGTH}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Controller
        control={control}
        name="readOnly"
        render={({ field }) => (
          <RadioGroup<SessionKind>
            legend={ACT_AS_TEXTS.kind}
            name="session-kind"
            inline={false}
            value={field.value === false ? 'changes' : 'read-only'}
            onChange={(kind) => field.onChange(kind === 'read-only')}
            options={[
              { value: 'read-only', label: ACT_AS_TEXTS.readOnly },
              { value: 'changes', label: ACT_AS_TEXTS.changesAllowed },
            ]}
          />
        )}
      />
      <PasswordInput
        label={t(TEXTS.password)}
        autoComplete="current-password"
        required
        invalid={magicLink.isError && !reasonRefused}
        {...register('password')}
      />
      <div className={actionsClass}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t(TEXTS.cancel)}
        </Button>
        <Button type="submit" disabled={busy || watch('password') === ''} aria-busy={busy || undefined}>
          {t(busy ? TEXTS.processing : TEXTS.continue)}
        </Button>
      </div>
    </form>
  );
}

const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const detailsClass = css({ display: 'flex', flexDirection: 'column', gap: '3', margin: 0 });
const detailRowClass = css({ display: 'flex', flexDirection: 'column', gap: '0.5' });
const termClass = css({ fontWeight: '700', color: 'fg' });
