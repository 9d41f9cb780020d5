import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { claimsQueryKey } from '#contract/benefit-query-keys';
import { type ClaimForm, claimFormSchema } from '#contract/claim-requests';
import { CLAIM_TEXTS, RECEIPT_TYPES } from '#contract/claim-rules';
import type { Claim } from '#contract/claims';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { TextArea } from '#web/ui/text-area.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { uploadClaim } from '../api/claims';

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });
const progressClass = css({ width: '100%' });

/**
 * The make-a-claim panel (spec 2.16): an amount, a description and a receipt, checked here before
 * the upload (type and size, so a wrong file costs no upload), then sent with its progress shown.
 * Whatever was typed stays through any error; the file input keeps its file too.
 */
export function MakeAClaimPanel({
  open,
  onClose,
  onClosed,
  benefitId,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
  benefitId: number;
  onDone: (claim: Claim) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    trigger,
    clearErrors,
    formState: { errors },
  } = usePortalForm(claimFormSchema, {
    // Checked when sent; a message stays until the next attempt, but the receipt's (below).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { amount: '', description: '', receipt: null },
  });

  const send = async (claim: ClaimForm) => {
    setProgress(0);
    try {
      const sent = await uploadClaim(benefitId, claim, setProgress);
      await queryClient.invalidateQueries({ queryKey: claimsQueryKey(benefitId) });
      onDone(sent);
    } catch (error) {
      // The Worker's message for a refusal; the spec's connection text when it could not be reached.
      setFailure(error instanceof ApiRequestError && error.status !== 0 ? error.message : CLAIM_TEXTS.failed);
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <SidePanel open={open} onClose={onClose} onClosed={onClosed} title={CLAIM_TEXTS.title}>
      <form
        className={formClass}
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void handleSubmit(send)(event);
        }}
      >
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <TextField
          label={CLAIM_TEXTS.amount}
          inputMode="decimal"
          autoComplete="off"
          required
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextArea
          label={CLAIM_TEXTS.description}
          rows={3}
          required
          error={errors.description?.message}
          {...register('description')}
        />
        <TextField
          label={CLAIM_TEXTS.receipt}
          hint={CLAIM_TEXTS.receiptHint}
          name="receipt"
          type="file"
          accept={RECEIPT_TYPES.join(',')}
          required
          error={errors.receipt?.message}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setValue('receipt', file);
            // Told at once: a wrong file is known before the form is sent.
            if (file) void trigger('receipt');
            else clearErrors('receipt');
          }}
        />
        {uploading ? (
          <progress
            className={progressClass}
            aria-label={CLAIM_TEXTS.uploading}
            max={100}
            value={Math.round(progress * 100)}
          />
        ) : null}
        <div className={actionsClass}>
          <Button type="submit" variant="primary" disabled={uploading}>
            {uploading ? t`Processing...` : CLAIM_TEXTS.submit}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {CLAIM_TEXTS.cancel}
          </Button>
        </div>
      </form>
    </SidePanel>
  );
}
