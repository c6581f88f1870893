import { ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { CHECKOUT_MESSAGES } from '@/domain/shop/checkout';
import { Page } from '@/web/components/layout/page';
import { SignInGate } from '@/web/components/sign-in-gate';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/notify';
import { PurchaseCard } from './purchase-card';
import { usePurchaseHistory } from './purchases-api';

const { title: errorTitle, description: errorText } = CHECKOUT_MESSAGES.historyLoadFailed;

function History() {
  const history = usePurchaseHistory(true);
  const failed = history.isError && !history.data;
  useEffect(() => {
    if (failed) notify('error', errorTitle, errorText);
  }, [failed]);

  if (history.isPending)
    return (
      <div role="status" aria-label="Loading your purchases" className="space-y-3">
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  if (failed)
    return (
      <div role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-6">
        <p className="font-bold">{errorTitle}</p>
        <p className="text-sm">{errorText}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </div>
    );
  const purchases = history.data.pages.flatMap((p) => p.purchases);
  if (purchases.length === 0)
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <ShoppingBag className="mx-auto mb-4 h-10 w-10 text-accent" aria-hidden="true" />
        <h2 className="text-xl font-bold">No Purchases Yet</h2>
        <p className="mt-2 text-muted">When you buy something in the shop, it shows here.</p>
        <Button asChild className="mt-6">
          <Link to="/shop">Browse Shop</Link>
        </Button>
      </Card>
    );
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4" aria-label="Your purchases">
        {purchases.map((p) => (
          <li key={p.id}>
            <PurchaseCard purchase={p} />
          </li>
        ))}
      </ul>
      {history.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}

export default function PurchaseHistoryPage() {
  return (
    <Page title="Purchase History" description="Your orders, newest first, with the gym leader each one supports.">
      <SignInGate title="Sign In Required" message="Sign in with Discord to see your purchase history.">
        <History />
      </SignInGate>
    </Page>
  );
}
