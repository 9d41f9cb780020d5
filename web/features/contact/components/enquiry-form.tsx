import { css } from 'styled-system/css';
import type { EnquiryOption } from '#contract/contact';
import { enquiryRequestSchema } from '#contract/contact-requests';
import {
  CONTACT_COMMENTS_MAX_LENGTH,
  CONTACT_COMMENTS_ROWS,
  type ContactField,
} from '#contract/contact-rules';
import { CONTACT_TEXTS } from '#contract/contact-texts';
import { FORM_MESSAGES, refusedFormMessage, submittedFormMessage } from '#contract/form-messages';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { SelectField } from '#web/ui/select-field.tsx';
import { TextArea } from '#web/ui/text-area.tsx';
import { useSendEnquiry } from '../api/contact';

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });

const CONTACT_FIELDS: readonly ContactField[] = ['subject', 'comments'];

/**
 * The schema's issue that finds a field left empty: both fields are trimmed and need at least one
 * character (a message of only spaces counts as none); a message too long is 'too_big'.
 */
const MISSING_RULES: ReadonlySet<string> = new Set(['too_small']);

/**
 * The banner above the form (spec 5 general messages, decision 048): for a form the browser kept
 * back, 'Please complete the form' when only required fields are empty, else 'Please correct the
 * errors below'; for the Worker's field errors, highlighted below when they are this form's, else a
 * review of the page; for any other refusal, the server's message (spec 8 Contact).
 */
function bannerOf(fieldErrors: readonly { type: string }[], sendError: Error | null): string | null {
  if (fieldErrors.some((error) => error.type === 'server')) return FORM_MESSAGES.correctHighlighted;
  const kept = submittedFormMessage(
    fieldErrors.map((error) => (MISSING_RULES.has(error.type) ? 'missing' : 'invalid')),
  );
  if (kept) return kept;
  if (!sendError) return null;
  const refused = sendError instanceof ApiRequestError ? sendError.body.error.fields : undefined;
  return refused ? refusedFormMessage(Object.keys(refused), CONTACT_FIELDS) : sendError.message;
}

/**
 * The enquiry form (spec 2.8, 5 Contact): a subject from the client's options and a message, both
 * required. The Worker's field errors (the upstream's, in the spec's words) show under their
 * fields; a general banner says what is wrong after a submit attempt that failed validation
 * (bannerOf), and any other refusal shows the server's message in the banner (spec 8 Contact).
 */
export function EnquiryForm({ options, onSent }: { options: readonly EnquiryOption[]; onSent: () => void }) {
  const send = useSendEnquiry();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = usePortalForm(enquiryRequestSchema, {
    // Checked on submit, then on every change (as before this form took the Worker's schema).
    mode: 'onSubmit',
    defaultValues: { subject: '', comments: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: onSent,
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.body.error.fields : undefined;
        const named = CONTACT_FIELDS.filter((field) => fields?.[field]);
        named.forEach((field, index) => {
          setError(field, { type: 'server', message: fields?.[field] }, { shouldFocus: index === 0 });
        });
      },
    });
  });

  const banner = bannerOf(
    submitCount > 0 ? CONTACT_FIELDS.flatMap((field) => errors[field] ?? []) : [],
    send.error,
  );

  return (
    <form className={formClass} onSubmit={onSubmit} noValidate aria-label={CONTACT_TEXTS.title}>
      {banner ? <Alert variant="error">{banner}</Alert> : null}
      <SelectField
        label={CONTACT_TEXTS.subjectLabel}
        placeholder={CONTACT_TEXTS.subjectPlaceholder}
        options={options}
        required
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextArea
        label={CONTACT_TEXTS.commentsLabel}
        rows={CONTACT_COMMENTS_ROWS}
        required
        maxLength={CONTACT_COMMENTS_MAX_LENGTH}
        error={errors.comments?.message}
        {...register('comments')}
      />
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
        </Button>
      </div>
    </form>
  );
}
