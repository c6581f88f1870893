import { Link2, LogIn } from 'lucide-react';
import { Suspense, useState } from 'react';
import { CHECKOUT_MESSAGES } from '@/domain/shop/checkout';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth';
import { LinkDialogSlot } from '@/web/lib/link-dialog';
import { notify } from '@/web/lib/notify';
import { clearPendingCheckout, setPendingCheckout } from '../pending-checkout';

/** Checkout needs a Discord sign-in; the shop reopens the checkout when the sign-in comes back. */
export function AuthStep() {
  const { signIn, signingIn } = useAuth();
  const start = () => {
    setPendingCheckout();
    signIn('/shop?checkout=pending').catch(() => {
      clearPendingCheckout();
      notify('error', 'Sign in failed', 'There was an error signing in with Discord. Please try again.');
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        {CHECKOUT_MESSAGES.signIn.title}: sign in with Discord to check out. Your cart is kept while you sign in.
      </p>
      <Button variant="discord" onClick={start} loading={signingIn} className="w-fit">
        {!signingIn && <LogIn className="h-4 w-4" aria-hidden="true" />}
        Sign in with Discord
      </Button>
    </div>
  );
}

/**
 * Purchases are delivered in game, so the account must be linked first. The Link Minecraft dialog
 * opens from here; the checkout moves on by itself once the game server redeems the code.
 */
export function MinecraftLinkStep() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div role="alert" className="rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm">
        <p className="font-semibold">{CHECKOUT_MESSAGES.minecraftRequired.title}</p>
        <p>{CHECKOUT_MESSAGES.minecraftRequired.description}</p>
      </div>
      <Button onClick={() => setOpen(true)} className="w-fit">
        <Link2 className="h-4 w-4" aria-hidden="true" />
        Link Minecraft
      </Button>
      <p className="text-sm text-muted">This step continues by itself as soon as your account is linked.</p>
      {open && (
        <Suspense fallback={null}>
          <LinkDialogSlot open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
