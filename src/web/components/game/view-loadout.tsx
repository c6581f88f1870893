import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/web/components/ui/button';

// The dialog's code loads when it is first opened: the home page and /gym-leaders do not carry it.
const LoadoutDialog = lazy(() => import('./loadout-dialog'));

/** "View Loadout": opens the leader's published team, or says plainly that none is published. */
export function ViewLoadout({ leader, ...props }: { leader: { id: string; displayName: string } } & ButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" {...props} onClick={() => setOpen(true)}>
        View Loadout
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LoadoutDialog leader={leader} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
