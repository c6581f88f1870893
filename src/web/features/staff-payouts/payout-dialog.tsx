import { useState } from 'react';
import { toast } from '@/web/lib/notify';
import { formatUsd } from '@/domain/shared/numbers';
import { PAYOUT_METHOD_LABEL, PAYOUT_METHODS, PAYOUT_REFERENCE_MAX } from '@/domain/dashboard/payout-methods';
import { payoutForm, type LeaderBalance, type PayoutInput } from '@/domain/dashboard/schemas';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { Input, Select } from '@/web/components/ui/form-controls';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { ApiError } from '@/web/lib/api';
import { applyServerErrors, useSchemaForm } from '@/web/lib/form';
import { useLeaderBalances, useRecordPayout } from './api';

/**
 * Record a payout in two steps: the form (checked by the same rules as the server), then a
 * confirmation that repeats the amount, the method, the reference and the balance before and after.
 */
export function PayoutDialog({ leader: chosen, onClose }: { leader: LeaderBalance; onClose: () => void }) {
  // The balance moves live (a purchase, a refund, another payout): show the latest.
  const leader = useLeaderBalances().data?.leaders.find((l) => l.id === chosen.id) ?? chosen;
  const form = useSchemaForm(payoutForm, { amount: '', method: 'paypal', reference: '' });
  const [pending, setPending] = useState<PayoutInput | null>(null);
  const record = useRecordPayout(leader.id);
  const errors = form.formState.errors;
  const review = form.handleSubmit(({ amount, method, reference }) => {
    record.reset();
    setPending({ amountCents: amount, method, reference });
  });
  const confirm = () =>
    pending &&
    record.mutate(pending, {
      onSuccess: (res) => {
        toast.success('Payout recorded', {
          description: `${formatUsd(res.payout.amountCents)} to ${leader.displayName}; balance now ${formatUsd(res.balanceCents)}.`,
        });
        onClose();
      },
      onError: (err) => {
        // A field the server named goes back under its field (the amount is typed in dollars, sent in
        // cents); anything else, such as a payout over the balance, shows in the confirmation.
        const amount = err instanceof ApiError ? err.fields?.amountCents : undefined;
        if (amount) form.setError('amount', { message: amount });
        if (applyServerErrors(form, err, (f) => f === 'amountCents') || amount) setPending(null);
      },
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Record a payout to {leader.displayName}</DialogTitle>
        <DialogDescription>Current balance: {formatUsd(leader.balanceCents)}</DialogDescription>
        {pending ? (
          <div className="mt-4 flex flex-col gap-3">
            <p>
              Pay <strong>{formatUsd(pending.amountCents)}</strong> to {leader.displayName} by{' '}
              {PAYOUT_METHOD_LABEL[pending.method]}, reference{' '}
              <strong className="break-all">{pending.reference}</strong>? The balance goes from{' '}
              {formatUsd(leader.balanceCents)} to {formatUsd(leader.balanceCents - pending.amountCents)}. A payout
              cannot be undone.
            </p>
            {record.error && (
              <p role="alert" className="text-sm text-danger">
                {record.error.message}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setPending(null)}>
                Back
              </Button>
              <Button loading={record.isPending} onClick={confirm}>
                Confirm payout
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={review} noValidate className="mt-4 flex flex-col gap-4">
            <FormField id="payout-amount" label="Amount (USD)" required error={errors.amount?.message}>
              <Input
                {...controlProps('payout-amount', errors.amount?.message)}
                inputMode="decimal"
                placeholder="12.50"
                {...form.register('amount')}
              />
            </FormField>
            <FormField id="payout-method" label="Method" required error={errors.method?.message}>
              <Select {...controlProps('payout-method', errors.method?.message)} {...form.register('method')}>
                {PAYOUT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {PAYOUT_METHOD_LABEL[m]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="payout-reference" label="Reference" required error={errors.reference?.message}>
              <Input
                {...controlProps('payout-reference', errors.reference?.message)}
                maxLength={PAYOUT_REFERENCE_MAX}
                placeholder="Transfer or transaction id"
                {...form.register('reference')}
              />
            </FormField>
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button type="submit">Review payout</Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
