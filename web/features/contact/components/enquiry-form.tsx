import { useForm } from 'react-hook-form';
import { css } from 'styled-system/css';
import type { EnquiryOption } from '#contract/contact';
import {
  CONTACT_COMMENTS_MAX_LENGTH,
  CONTACT_COMMENTS_ROWS,
  CONTACT_TEXTS,
  type ContactField,
} from '#contract/contact-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { SelectField } from '#web/ui/select-field.tsx';
import { TextArea } from '#web/ui/text-area.tsx';
import { useSendEnquiry } from '../api/contact';

interface EnquiryValues {
  subject: string;
  comments: string;
}

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });

const CONTACT_FIELDS: readonly ContactField[] = ['subject', 'comments'];

/**
 * The enquiry form (spec 2.8, 5 Contact): a subject from the client's options and a message, both
 * required. The Worker's field errors (the upstream's, in the spec's words) show under their
 * fields; a general banner says so after a submit attempt that failed validation, and any other
 * refusal shows the server's message in the banner (spec 8 Contact).
 */
export function EnquiryForm({ options, onSent }: { options: readonly EnquiryOption[]; onSent: () => void }) {
  const send = useSendEnquiry();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<EnquiryValues>({ defaultValues: { subject: '', comments: '' } });

  const onSubmit = handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(
      { subject: values.subject, comments: values.comments.trim() },
      {
        onSuccess: onSent,
        onError: (error) => {
          const fields = error instanceof ApiRequestError ? error.body.error.fields : undefined;
          const named = CONTACT_FIELDS.filter((field) => fields?.[field]);
          named.forEach((field, index) => {
            setError(field, { type: 'server', message: fields?.[field] }, { shouldFocus: index === 0 });
          });
        },
      },
    );
  });

  const invalid = submitCount > 0 && Object.keys(errors).length > 0;
  const fieldErrorsFromServer =
    send.error instanceof ApiRequestError && Boolean(send.error.body.error.fields);
  const banner = invalid
    ? CONTACT_TEXTS.correctErrors
    : send.isError && !fieldErrorsFromServer
      ? send.error.message
      : null;

  return (
    <form className={formClass} onSubmit={onSubmit} noValidate aria-label={CONTACT_TEXTS.title}>
      {banner ? <Alert variant="error">{banner}</Alert> : null}
      <SelectField
        label={CONTACT_TEXTS.subjectLabel}
        placeholder={CONTACT_TEXTS.subjectPlaceholder}
        options={options}
        required
        error={errors.subject?.message}
        {...register('subject', { required: CONTACT_TEXTS.required })}
      />
      <TextArea
        label={CONTACT_TEXTS.commentsLabel}
        rows={CONTACT_COMMENTS_ROWS}
        required
        maxLength={CONTACT_COMMENTS_MAX_LENGTH}
        error={errors.comments?.message}
        {...register('comments', {
          validate: (value) => (value.trim() ? true : CONTACT_TEXTS.required),
          maxLength: { value: CONTACT_COMMENTS_MAX_LENGTH, message: CONTACT_TEXTS.tooLong },
        })}
      />
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
        </Button>
      </div>
    </form>
  );
}
