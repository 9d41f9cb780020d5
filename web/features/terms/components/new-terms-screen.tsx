import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { termsAcceptanceSchema } from '#contract/terms-requests';
import { TERMS_CHANGED } from '#contract/terms-rules';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { CheckboxField } from '#web/ui/checkbox-field.tsx';
import { HtmlRegion } from '#web/ui/html-region.tsx';
import { isTermsChanged, useAcceptTerms } from '../api/accept-terms';
import { useTermsContent } from '../api/terms-content';
import { useWarnBeforeUnload } from '../hooks/use-warn-before-unload';
import { NEW_TERMS_HEADING } from './new-terms-texts';

/** Spec section 8 leaves this text open (decision 006). */
export const TERMS_SAVE_FAILED_MESSAGE = msg`Sorry, we couldn't save your acceptance of the terms and conditions. Please try again.`;
/** Spec section 8 leaves this text open (decision 006). */
export const TERMS_LOAD_FAILED_MESSAGE = msg`We couldn't load the terms and conditions. Please try again, or refresh the page.`;

const page = css({
  width: '100%',
  maxWidth: '56rem',
  marginInline: 'auto',
  paddingInline: '4',
  paddingBlock: { base: '8', md: '12' },
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
});

const heading = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '700', color: 'fg' });

const status = css({ paddingBlock: '12', textAlign: 'center', color: 'fg.muted', fontSize: 'lg' });

const message = css({ color: 'fg.muted', fontSize: 'lg' });

const form = css({ display: 'flex', flexDirection: 'column', gap: '6' });

const actions = css({ display: 'flex', justifyContent: 'flex-end' });

/**
 * The new-terms screen 'Nearly there' (spec sections 2.5, 4 Terms, 5 Terms), shown by the session
 * guard in place of any signed-in page while session.siteTermsUpdated is true.
 */
export function NewTermsScreen() {
  const { t } = useLingui();
  const content = useTermsContent();

  if (content.isPending) {
    return (
      <div role="status" className={status}>
        <Trans>Loading...</Trans>
      </div>
    );
  }
  if (content.isError) {
    return (
      <div className={page}>
        <h1 className={heading}>
          <Trans>Uh oh!</Trans>
        </h1>
        <p className={message}>{t(TERMS_LOAD_FAILED_MESSAGE)}</p>
        <div>
          <Button onClick={() => void content.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <TermsForm
      terms={content.data.terms}
      policy={content.data.policy}
      termsRevision={content.data.termsRevision}
    />
  );
}

/** The box starts unticked: the one value the schema's `termsAccepted: true` leaves no room for in its type. */
const UNTICKED = false as unknown as true;

function TermsForm({
  terms,
  policy,
  termsRevision,
}: {
  terms: string;
  policy: string;
  /** Which revision these terms are: sent back with the acceptance (decision 049). */
  termsRevision: number | null;
}) {
  const { t } = useLingui();
  const accept = useAcceptTerms();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = usePortalForm(termsAcceptanceSchema, {
    // The Worker's schema for PATCH /api/account/terms: the box ticked is `termsAccepted: true`.
    // Checked on submit, then on every change.
    mode: 'onSubmit',
    defaultValues: { termsAccepted: UNTICKED, termsRevision: termsRevision ?? undefined },
  });

  useWarnBeforeUnload(true);

  // Spec section 4 (Terms): when accepting fails the alert shows and the page scrolls to the top.
  useEffect(() => {
    if (accept.isError) window.scrollTo({ top: 0 });
  }, [accept.isError]);

  const onSubmit = handleSubmit((acceptance) => {
    if (!accept.isPending) accept.mutate(acceptance.termsRevision ?? null);
  });

  return (
    <div className={page}>
      <h1 className={heading}>{t(NEW_TERMS_HEADING)}</h1>
      {accept.isError ? (
        <Alert variant="error">
          <p>{isTermsChanged(accept.error) ? TERMS_CHANGED.message : t(TERMS_SAVE_FAILED_MESSAGE)}</p>
        </Alert>
      ) : null}
      <HtmlRegion heading={t`Terms and conditions`} html={terms} />
      <HtmlRegion heading={t`Policy`} html={policy} />
      <form className={form} noValidate onSubmit={onSubmit}>
        <CheckboxField
          label={t`I have read the terms and conditions`}
          aria-required="true"
          error={errors.termsAccepted?.message}
          {...register('termsAccepted')}
        />
        <div className={actions}>
          <Button type="submit" aria-disabled={accept.isPending || undefined}>
            <Trans>Next</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
