import { Link2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { LinkDialogSlot } from '@/web/lib/link-dialog';

/**
 * What a player without a linked Minecraft account is asked before something that needs one (a registration, the
 * battle pass): why, and the button that opens the link dialog. What it guarded shows by itself once the game server
 * redeems the code (the session follows minecraft_accounts on the change feed).
 */
export function LinkFirst({ title, text }: { title?: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3" data-testid="link-first">
      <div role="alert" className="rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm">
        {title && <p className="font-semibold">{title}</p>}
        <p>{text}</p>
      </div>
      <Button onClick={() => setOpen(true)}>
        <Link2 className="h-4 w-4" aria-hidden="true" />
        Link Minecraft
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LinkDialogSlot open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
