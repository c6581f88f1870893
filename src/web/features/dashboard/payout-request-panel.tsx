import { HandCoins } from 'lucide-react';
import { PAYOUT_REQUEST_TEXT as T } from '@/domain/dashboard/payout-request';
import { formatUsd } from '@/domain/shared/numbers';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/notify';
import { usePayoutRequest, useRequestPayout } from './tools-api';

/** The leader asks staff to pay out the balance; the server takes the amount from the ledger. */
export function PayoutRequestPanel() {
  const state = usePayoutRequest();
  const request = useRequestPayout();
  return (
    <Card data-testid="payout-request">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <HandCoins className="h-5 w-5 text-accent" aria-hidden="true" />
          {T.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {state.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : state.isError ? (
          <p role="alert" className="text-danger">
            {state.error.message}
          </p>
        ) : state.data.open ? (
          <p role="status">
            {T.open(formatUsd(state.data.open.amountCents), new Date(state.data.open.createdAt).toLocaleDateString())}
          </p>
        ) : (
          <>
            <p>
              Available: <strong className="tabular-nums">{formatUsd(state.data.availableCents)}</strong>
            </p>
            {state.data.availableCents > 0 ? (
              <Button
                className="self-start"
                loading={request.isPending}
                onClick={() =>
                  request.mutate(undefined, {
                    onSuccess: () => toast.success(T.sent),
                    onError: (err) =>
                      toast.error(err instanceof ApiError ? err.message : 'Could not send the request.'),
                  })
                }
              >
                {T.button}
              </Button>
            ) : (
              <p className="text-sm text-muted">{T.nothing}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
