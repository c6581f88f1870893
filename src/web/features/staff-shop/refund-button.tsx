import { useState } from 'react';
import { formatUsd } from '@/domain/shared/numbers';
import { ConfirmDialog } from '@/web/components/staff/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/form-controls';
import { notify } from '@/web/lib/notify';
import { useRefund, type StaffPurchaseRow } from './api';

/** Refunds through Stripe after a confirmation; Stripe's webhook then reverses the share and the items. */
export function RefundButton({ purchase }: { purchase: StaffPurchaseRow }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const refund = useRefund(purchase.id);
  const left = purchase.totalAmountCents - purchase.refundedAmountCents;
  if (purchase.status !== 'completed' || left <= 0) return null;
  const cents = amount.trim() ? Math.round(Number(amount) * 100) : undefined;
  const invalid = cents !== undefined && !(Number.isFinite(cents) && cents > 0 && cents <= left);
  return (
    <>
      <Button variant="outline" className="border-danger text-danger" onClick={() => setOpen(true)}>
        Refund
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => (setOpen(o), refund.reset())}
        title="Refund this purchase?"
        confirm="Refund"
        danger
        pending={refund.isPending}
        error={invalid ? `Enter an amount between $0.01 and ${formatUsd(left)}.` : (refund.error?.message ?? null)}
        onConfirm={() => {
          if (invalid) return;
          refund.mutate(cents, {
            onSuccess: () => {
              setOpen(false);
              notify(
                'message',
                'Refund requested',
                'Stripe confirms it in a moment; the ledger then shows the reversal.',
              );
            },
          });
        }}
      >
        <p>
          Stripe refunds {cents === undefined ? `the remaining ${formatUsd(left)}` : formatUsd(cents)} to the buyer. The
          gym leader&apos;s share is reversed and undelivered items are cancelled.
        </p>
        <div className="flex flex-col gap-1">
          <Label htmlFor="refund-amount">Amount in USD (empty: everything left)</Label>
          <Input
            id="refund-amount"
            inputMode="decimal"
            value={amount}
            maxLength={10}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
