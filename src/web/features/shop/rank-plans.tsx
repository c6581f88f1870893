import { Check } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addItem, inCart } from '@/domain/shop/cart';
import { findCatalogItem } from '@/domain/shop/catalog';
import { rankItemId, type RankPeriod } from '@/domain/shop/catalog-item';
import { RANKS, type RankTier } from '@/domain/shop/ranks';
import { formatUsd } from '@/domain/shared/numbers';
import { StaticHtml } from '@/web/components/static-html';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { updateCart, useCart } from './cart-store';
import { RankEmblem } from './rank-emblem';

/** Monthly or Annual; the annual option carries its 'Save 10%' badge. */
export function PeriodToggle({ period, onChange }: { period: RankPeriod; onChange: (p: RankPeriod) => void }) {
  const option = (p: RankPeriod, label: string) => (
    <button
      type="button"
      aria-pressed={period === p}
      onClick={() => onChange(p)}
      className={cn(
        'inline-flex cursor-pointer items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold',
        period === p ? 'bg-primary text-primary-foreground' : 'text-muted hover:text-foreground',
      )}
    >
      {label}
      {p === 'annual' && <Badge variant="accent">Save 10%</Badge>}
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Billing period"
      className="inline-flex rounded-lg border border-border bg-surface p-1"
    >
      {option('monthly', 'Monthly')}
      {option('annual', 'Annual')}
    </div>
  );
}

interface PlanOptions {
  /** Where the checkout returns after a subscription. */
  afterSubscribe?: string;
  /** The rank names' heading level: h2 directly under a page's h1, h3 under a section's h2. */
  heading?: 'h2' | 'h3';
}

function RankCard({
  rank,
  period,
  afterSubscribe,
  heading: Heading = 'h3',
}: PlanOptions & { rank: RankTier; period: RankPeriod }) {
  const cart = useCart();
  const navigate = useNavigate();
  const id = rankItemId(rank.id, period);
  const item = findCatalogItem(id)!;
  const chosen = inCart(cart, id);
  return (
    <Card
      className={cn('relative flex flex-col p-6', rank.popular && 'border-accent ring-1 ring-accent')}
      aria-labelledby={`rank-${rank.id}`}
      data-testid={`rank-${rank.id}`}
    >
      {rank.popular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Most Popular</Badge>}
      <RankEmblem rank={rank} />
      <Heading id={`rank-${rank.id}`} className="mt-3 text-xl font-extrabold">
        {rank.name}
      </Heading>
      <p className="mt-1 text-sm text-muted">{rank.tagline}</p>
      <p className="mt-4">
        <span className="text-3xl font-extrabold">{formatUsd(item.priceCents)}</span>
        <span className="text-muted">/{period === 'annual' ? 'year' : 'month'}</span>
      </p>
      {item.savingCents !== undefined && (
        <p className="text-sm text-success">Save {formatUsd(item.savingCents)} against monthly</p>
      )}
      {/* The same for either period: kept as it arrived, not hydrated (most of a card). */}
      <StaticHtml as="ul" className="mt-4 flex-1 space-y-2 text-sm" aria-label={`${rank.name} perks`}>
        {rank.perks.map((perk) => (
          <li key={perk} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
            {perk}
          </li>
        ))}
      </StaticHtml>
      <Button
        className="mt-6 w-full"
        disabled={chosen}
        onClick={() => {
          updateCart((c) => addItem(c, id));
          if (afterSubscribe) void navigate(afterSubscribe);
        }}
      >
        {chosen ? 'Already in Cart' : `Subscribe to ${rank.name}`}
      </Button>
    </Card>
  );
}

/** The period toggle and the four rank cards; Subscribe puts the chosen period's variant in the cart. */
export function RankPlans(options: PlanOptions) {
  const [period, setPeriod] = useState<RankPeriod>('monthly');
  return (
    <div className="flex flex-col items-center gap-6">
      <PeriodToggle period={period} onChange={setPeriod} />
      <div className="grid w-full gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {RANKS.map((rank) => (
          <RankCard key={rank.id} rank={rank} period={period} {...options} />
        ))}
      </div>
    </div>
  );
}
