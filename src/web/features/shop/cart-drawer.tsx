import { Minus, Plus, Trash2 } from 'lucide-react';
import { cartTotalCents, removeItem, setQuantity } from '@/domain/shop/cart';
import { rankOfItem } from '@/domain/shop/catalog';
import { formatUsd } from '@/domain/shared/numbers';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/components/ui/sheet';
import { updateCart, useCart } from './cart-store';

export function CartDrawer({
  open,
  onOpenChange,
  onCheckout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCheckout: () => void;
}) {
  const cart = useCart();
  const change = (id: string, quantity: number) => updateCart((c) => setQuantity(c, id, quantity));
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-96">
        <SheetTitle className="text-xl font-bold">Your Cart</SheetTitle>
        <SheetDescription className="text-sm text-muted">
          Prices in US dollars. Ranks renew until you cancel them.
        </SheetDescription>
        {cart.items.length === 0 ? (
          <p className="py-8 text-center text-muted">Your cart is empty.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Cart items">
            {cart.items.map((item) => (
              <li key={item.id} className="flex flex-col gap-2 py-3" data-testid={`cart-line-${item.id}`}>
                <div className="flex items-start justify-between gap-2">
                  <span className="font-semibold">
                    <span aria-hidden="true">{item.emoji} </span>
                    {item.name}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8 shrink-0"
                    aria-label={`Remove ${item.name}`}
                    onClick={() => updateCart((c) => removeItem(c, item.id))}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
                <div className="flex items-center justify-between text-sm">
                  {rankOfItem(item.id) ? (
                    <span className="text-muted">Subscription</span>
                  ) : (
                    <span className="flex items-center gap-2">
                      <Button
                        variant="secondary"
                        size="icon"
                        className="h-7 w-7"
                        aria-label={`Decrease quantity of ${item.name}`}
                        onClick={() => change(item.id, item.quantity - 1)}
                      >
                        <Minus className="h-3 w-3" aria-hidden="true" />
                      </Button>
                      <span aria-label={`Quantity of ${item.name}`}>{item.quantity}</span>
                      <Button
                        variant="secondary"
                        size="icon"
                        className="h-7 w-7"
                        aria-label={`Increase quantity of ${item.name}`}
                        onClick={() => change(item.id, item.quantity + 1)}
                      >
                        <Plus className="h-3 w-3" aria-hidden="true" />
                      </Button>
                    </span>
                  )}
                  <span className="font-semibold">{formatUsd(item.priceCents * item.quantity)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-col gap-3 border-t border-border pt-4">
          <p className="flex justify-between text-lg font-bold">
            <span>Total</span>
            <span data-testid="cart-total">{formatUsd(cartTotalCents(cart))}</span>
          </p>
          <Button size="lg" onClick={onCheckout}>
            Proceed to Checkout
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
