import { selectGymLeader } from '@/domain/shop/cart';
import { CHECKOUT_MESSAGES } from '@/domain/shop/checkout';
import { ELEMENTS, type Element } from '@/domain/shared/elements';
import { ElementBadge } from '@/web/components/game/element-badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';
import { updateCart, useCart } from '../cart-store';
import { useSelectableLeaders } from './checkout-api';
import { toastMessage } from './checkout-messages';

const isElement = (e: string): e is Element => (ELEMENTS as readonly string[]).includes(e);

/** The buyer picks the gym leader their purchase supports; only leaders with a linked account are offered. */
export function GymLeaderStep({ onContinue }: { onContinue: () => void }) {
  const cart = useCart();
  const leaders = useSelectableLeaders(true);
  const list = leaders.data?.leaders ?? [];
  const selected = list.some((l) => l.id === cart.gymLeaderId) ? cart.gymLeaderId : null;

  const next = () => {
    if (!selected) return toastMessage(CHECKOUT_MESSAGES.gymLeaderRequired);
    onContinue();
  };

  if (leaders.isPending)
    return (
      <div role="status" aria-label="Loading gym leaders" className="space-y-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  if (leaders.isError)
    return (
      <div role="alert" className="flex flex-col gap-2 text-sm">
        <p>Could not load the gym leaders.</p>
        <Button variant="secondary" size="sm" className="w-fit" onClick={() => void leaders.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (list.length === 0)
    return (
      <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm">
        {CHECKOUT_MESSAGES.noGymLeaders}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm">{CHECKOUT_MESSAGES.gymLeaderRequired.description}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {list.map((leader) => (
            <label
              key={leader.id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
                selected === leader.id && 'border-accent bg-accent/10',
              )}
            >
              <input
                type="radio"
                name="gym-leader"
                className="accent-primary"
                checked={selected === leader.id}
                onChange={() => updateCart((c) => selectGymLeader(c, leader.id))}
              />
              <span className="flex-1 font-semibold">{leader.displayName}</span>
              {isElement(leader.element) && <ElementBadge element={leader.element} />}
            </label>
          ))}
        </div>
      </fieldset>
      <Button onClick={next} className="self-end">
        Continue
      </Button>
    </div>
  );
}
