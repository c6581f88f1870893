import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DEFAULT_SHOP_TAB, SHOP_TABS, type ShopCategory, type ShopTab } from '@/domain/shop/catalog-item';
import { Page } from '@/web/components/layout/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useHydrated } from '@/web/lib/hydration';
import { CartButton } from './cart-button';
import { snapshotCart } from './cart-store';
import { CategoryGrid, ItemList } from './catalog-view';
import { TAB_LABELS } from './categories';
import { RankPlans } from './rank-plans';
import { toastCheckoutMessage, useShopReturn } from './use-shop-return';

// The drawer's and the checkout's code load when they are first opened.
const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })));
const CheckoutDialog = lazy(() => import('./checkout/checkout-dialog').then((m) => ({ default: m.CheckoutDialog })));

const isTab = (t: string): t is ShopTab => t in SHOP_TABS;

function TabBody({ tab }: { tab: ShopTab }) {
  const [category, setCategory] = useState<ShopCategory | null>(null);
  const categories = SHOP_TABS[tab];
  if (tab === 'ranks')
    return (
      <>
        <RankPlans />
        <p className="mt-6 text-center text-sm text-muted">
          Master includes the EV editor, used under the{' '}
          <Link to="/wiki#ev-editor-policy" className="text-accent underline">
            EV Editor Policy
          </Link>
          .
        </p>
      </>
    );
  if (tab === 'boosts' || tab === 'cosmetic')
    return category ? (
      <ItemList category={category} onBack={() => setCategory(null)} />
    ) : (
      <CategoryGrid categories={categories} onChoose={setCategory} />
    );
  if (tab === 'battlepass')
    return (
      <>
        <ItemList category={categories[0]} />
        <p className="mt-6 text-center text-sm text-muted">
          <Link to="/battle-pass" className="text-accent underline">
            See the battle pass: all 30 levels, both tracks and your progress
          </Link>
        </p>
      </>
    );
  return <ItemList category={categories[0]} />;
}

export default function ShopPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const fromHash = decodeURIComponent(hash.slice(1));
  // The prerendered page shows the default tab: the one the address names follows right after hydration.
  const tab: ShopTab = useHydrated() && isTab(fromHash) ? fromHash : DEFAULT_SHOP_TAB;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const openCheckout = useCallback(() => setCheckoutOpen(true), []);
  useShopReturn(openCheckout);

  const proceed = () => {
    if (snapshotCart().items.length === 0) return toastCheckoutMessage('cartEmpty', 'error');
    setDrawerOpen(false);
    setCheckoutOpen(true);
  };

  return (
    <Page
      title="Shop"
      description="Boosts, cosmetics, gym tokens, ranks and the battle pass. Paid securely with Stripe."
    >
      <Tabs value={tab} onValueChange={(t) => void navigate({ hash: t }, { replace: true })}>
        <TabsList aria-label="Shop sections" className="mb-6">
          {Object.keys(SHOP_TABS).map((t) => (
            <TabsTrigger key={t} value={t}>
              {TAB_LABELS[t as ShopTab]}
            </TabsTrigger>
          ))}
        </TabsList>
        {Object.keys(SHOP_TABS).map((t) => (
          <TabsContent key={t} value={t}>
            <TabBody tab={t as ShopTab} />
          </TabsContent>
        ))}
      </Tabs>
      <CartButton
        onOpen={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      />
      {drawerUsed && (
        <Suspense fallback={null}>
          <CartDrawer open={drawerOpen} onOpenChange={setDrawerOpen} onCheckout={proceed} />
        </Suspense>
      )}
      {checkoutOpen && (
        <Suspense fallback={null}>
          <CheckoutDialog open={checkoutOpen} onOpenChange={setCheckoutOpen} />
        </Suspense>
      )}
    </Page>
  );
}
