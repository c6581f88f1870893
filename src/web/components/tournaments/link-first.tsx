import { Link2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { LINK_FIRST_TEXT, MINECRAFT_LINK_REQUIRED } from '@/domain/tournaments/registrant';
import { Button } from '@/web/components/ui/button';
import { LinkDialogSlot } from '@/web/lib/link-dialog';

/**
 * A registration takes the linked Minecraft account, so a player without one links it first. The form shows by
 * itself once the game server redeems the code (the session follows minecraft_accounts on the change feed).
 */
export function LinkFirst() {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3" data-testid="link-first">
      <div role="alert" className="rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm">
        <p className="font-semibold">{MINECRAFT_LINK_REQUIRED}</p>
        <p>{LINK_FIRST_TEXT}</p>
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
