import { ArrowLeft } from 'lucide-react';
import { addItem, inCart, removeItem } from '@/domain/shop/cart';
import { itemsInCategory } from '@/domain/shop/catalog';
import { type CatalogItem, type ShopCategory } from '@/domain/shop/catalog-item';
import { formatUsd } from '@/domain/shared/numbers';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { CATEGORY_LABELS } from './categories';
import { updateCart, useCart } from './cart-store';

/** The category cards of a tab; choosing one opens its item list. */
export function CategoryGrid({
  categories,
  onChoose,
}: {
  categories: readonly ShopCategory[];
  onChoose: (c: ShopCategory) => void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Categories">
      {categories.map((c) => {
        const label = CATEGORY_LABELS[c];
        return (
          <li key={c}>
            <button
              type="button"
              onClick={() => onChoose(c)}
              className="flex h-full w-full cursor-pointer flex-col items-start gap-2 rounded-xl border border-border bg-surface p-6 text-left hover:border-accent focus-visible:border-accent"
            >
              <span className="text-4xl" aria-hidden="true">
                {label.emoji}
              </span>
              <span className="text-lg font-bold">{label.title}</span>
              <span className="text-sm text-muted">{label.description}</span>
              <span className="text-sm text-muted">{itemsInCategory(c).length} options</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function ItemCard({ item }: { item: CatalogItem }) {
  const cart = useCart();
  const chosen = inCart(cart, item.id);
  return (
    <Card className="flex flex-col p-5" data-testid={`item-${item.id}`}>
      <span className="text-3xl" aria-hidden="true">
        {item.emoji}
      </span>
      <h3 className="mt-2 font-bold">{item.name}</h3>
      <p className="mt-1 flex-1 text-sm text-muted">{item.description}</p>
      <p className="mt-3 text-xl font-extrabold">{formatUsd(item.priceCents)}</p>
      <Button
        className="mt-3"
        variant={chosen ? 'secondary' : 'default'}
        aria-label={`${chosen ? 'Remove from Cart' : 'Add to Cart'}: ${item.name}`}
        onClick={() => updateCart((c) => (chosen ? removeItem(c, item.id) : addItem(c, item.id)))}
      >
        {chosen ? 'Remove from Cart' : 'Add to Cart'}
      </Button>
    </Card>
  );
}

export function ItemList({ category, onBack }: { category: ShopCategory; onBack?: () => void }) {
  const label = CATEGORY_LABELS[category];
  return (
    <section aria-labelledby={`category-${category}`}>
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack} className="mb-3">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Categories
        </Button>
      )}
      <h2 id={`category-${category}`} className="text-2xl font-extrabold">
        {label.title}
      </h2>
      <p className="mb-4 text-muted">{label.description}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {itemsInCategory(category).map((item) => (
          <li key={item.id} className="flex">
            <div className="w-full">
              <ItemCard item={item} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
