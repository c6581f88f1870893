import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/web/components/ui/button';

// The dialog's code loads when it is first opened: the home page and /gym-leaders do not carry it.
const ChallengeDialog = lazy(() => import('./challenge-dialog'));

/** A Challenge button that opens the challenge: the sign-in gate, the send button, or the leader's answer. */
export function ChallengeButton({
  leader,
  children,
  ...props
}: { leader: { id: string; displayName: string } } & ButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChallengeDialog leader={leader} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
