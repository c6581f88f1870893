import { CheckCircle2, Undo2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { clearCart } from '@/domain/shop/cart';
import { REFUND_REASON_LABELS } from '@/domain/shop/purchases';
import { Page } from '@/web/components/layout/page';
import { SignInGate } from '@/web/components/sign-in-gate';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth';
import { updateCart } from './cart-store';
import { PurchaseCard } from './purchase-card';
import { useOrder } from './purchases-api';

/** The order of the returning Checkout Session, as the server recorded it (never the URL's amount or items). */
function Order({ sessionId }: { sessionId: string }) {
  const { user } = useAuth();
  const order = useOrder(sessionId, !!user);
  const found = !!order.data;
  // Stripe only sends buyers here after a payment: the cart has been bought.
  useEffect(() => {
    if (found) updateCart(clearCart);
  }, [found]);

  if (order.isPending)
    return (
      <p role="status" className="flex items-center gap-2">
        <Spinner /> Loading your order...
      </p>
    );
  if (order.isError)
    return (
      <div role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-6">
        <p className="font-bold">We could not find this order.</p>
        <p className="text-sm">
          If you were charged, it shows in your <Link to="/purchase-history">purchase history</Link> within a few
          minutes.
        </p>
      </div>
    );
  const completed = order.data.status === 'completed';
  // A second payment for a rank already held is given back at once and never delivered.
  const refundReason = order.data.refundReason;
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex items-center gap-3">
        {completed ? (
          <CheckCircle2 className="h-8 w-8 text-success" aria-hidden="true" />
        ) : refundReason ? (
          <Undo2 className="h-8 w-8 text-muted" aria-hidden="true" />
        ) : (
          <Spinner className="h-6 w-6" />
        )}
        <p className="text-lg font-semibold">
          {completed
            ? 'Thank you! Your order is complete and your items are on their way in game.'
            : refundReason
              ? `${REFUND_REASON_LABELS[refundReason]}. Nothing was delivered, and the payment is given back in full.`
              : 'Waiting for Stripe to confirm your payment...'}
        </p>
      </div>
      <PurchaseCard purchase={order.data} />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/purchase-history">View Purchase History</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/shop">Back to Shop</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * What a buyer who comes back signed out (or whose session is still being read) sees at once: that the payment
 * arrived and the Checkout Session's reference from the address, nothing of the order itself, which is the
 * signed-in buyer's alone.
 */
function PaymentReceived({ sessionId }: { sessionId: string }) {
  return (
    <div role="status" className="mb-6 flex items-start gap-3 rounded-lg border border-border bg-surface p-6">
      <CheckCircle2 className="mt-0.5 h-7 w-7 shrink-0 text-success" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-lg font-semibold">Payment received. Thank you!</p>
        <p className="mt-1 text-sm">
          Your reference:{' '}
          <code className="break-all rounded bg-surface-2 px-1.5 py-0.5">{sessionId.slice(0, 200)}</code>
        </p>
        <p className="mt-2 text-sm text-muted">
          Sign in with the Discord account you paid with to see your order and its delivery.
        </p>
      </div>
    </div>
  );
}

export default function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { user } = useAuth();
  return (
    <Page title="Payment Successful">
      {sessionId ? (
        <>
          {!user && <PaymentReceived sessionId={sessionId} />}
          <SignInGate message="Sign in with Discord to see your order.">
            <Order sessionId={sessionId} />
          </SignInGate>
        </>
      ) : (
        <div className="rounded-lg border border-border p-6">
          <p>There is no order to show here.</p>
          <Button asChild className="mt-3">
            <Link to="/shop">Browse Shop</Link>
          </Button>
        </div>
      )}
    </Page>
  );
}
