import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { claimsQueryKey } from '#contract/benefit-rules';
import { CLAIM_AMOUNT_PATTERN, CLAIM_TEXTS, RECEIPT_TYPES, receiptProblem } from '#contract/claim-rules';
import type { Claim } from '#contract/claims';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { TextArea } from '#web/ui/text-area.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { uploadClaim } from '../api/claims';

type FieldErrors = { amount?: string; description?: string; receipt?: string };

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });
const progressClass = css({ width: '100%' });

/** Every problem the form can tell before anything is sent; none when it may be uploaded. */
function formErrors(amount: string, description: string, receipt: File | null): FieldErrors {
  const errors: FieldErrors = {};
  const trimmed = amount.trim();
  if (!CLAIM_AMOUNT_PATTERN.test(trimmed) || Number(trimmed) <= 0) errors.amount = CLAIM_TEXTS.amountInvalid;
  if (!description.trim()) errors.description = CLAIM_TEXTS.descriptionMissing;
  const problem = receipt ? receiptProblem(receipt) : CLAIM_TEXTS.receiptMissing;
  if (problem) errors.receipt = problem;
  return errors;
}

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
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(amount, description, receipt);
    setErrors(found);
    setFailure(null);
    if (!receipt || Object.keys(found).length > 0) return;
    setProgress(0);
    try {
      const claim = await uploadClaim(
        benefitId,
        { amount: amount.trim(), description, receipt },
        setProgress,
      );
      await queryClient.invalidateQueries({ queryKey: claimsQueryKey(benefitId) });
      onDone(claim);
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
      <form className={formClass} onSubmit={submit} noValidate>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <TextField
          label={CLAIM_TEXTS.amount}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextArea
          label={CLAIM_TEXTS.description}
          name="description"
          rows={3}
          required
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <TextField
          label={CLAIM_TEXTS.receipt}
          hint={CLAIM_TEXTS.receiptHint}
          name="receipt"
          type="file"
          accept={RECEIPT_TYPES.join(',')}
          required
          error={errors.receipt}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setReceipt(file);
            // Told at once: a wrong file is known before the form is sent.
            setErrors((current) => ({
              ...current,
              receipt: file ? (receiptProblem(file) ?? undefined) : undefined,
            }));
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
            {uploading ? 'Processing...' : CLAIM_TEXTS.submit}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {CLAIM_TEXTS.cancel}
          </Button>
        </div>
      </form>
    </SidePanel>
  );
}
