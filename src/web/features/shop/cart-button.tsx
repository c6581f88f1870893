import { ShoppingCart } from 'lucide-react';
import { cartCount } from '@/domain/shop/cart';
import { Button } from '@/web/components/ui/button';
import { useCart } from './cart-store';

/** The floating button: always in reach, with the number of units in the cart. */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const count = cartCount(useCart());
  return (
    <Button
      onClick={onOpen}
      size="lg"
      className="fixed bottom-6 right-6 z-30 rounded-full shadow-xl"
      aria-label={`Open cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      <span data-testid="cart-count">{count}</span>
    </Button>
  );
}
