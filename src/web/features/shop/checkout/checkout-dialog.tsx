import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth';
import { cn } from '@/web/lib/cn';
import { AuthStep, MinecraftLinkStep } from './account-steps';
import { AttestationStep, type Attestations } from './attestation-step';
import { GymLeaderStep } from './gym-leader-step';
import { PaymentStep } from './payment-step';

const STEPS = [
  ['auth', 'Sign in'],
  ['minecraft-link', 'Link account'],
  ['gym-leader', 'Gym leader'],
  ['attestation', 'Confirm'],
  ['payment', 'Payment'],
] as const;
type Step = (typeof STEPS)[number][0];
type LaterStep = 'gym-leader' | 'attestation' | 'payment';

/**
 * The checkout, one step at a time. Signed out: auth. Signed in without a linked Minecraft account:
 * minecraft-link (it moves on by itself when the link arrives). Then gym-leader, attestation, payment.
 */
export function CheckoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { loading, user, minecraft } = useAuth();
  const [later, setLater] = useState<LaterStep>('gym-leader');
  const [attestations, setAttestations] = useState<Attestations | null>(null);
  const step: Step = !user ? 'auth' : !minecraft ? 'minecraft-link' : later;
  const index = STEPS.findIndex(([s]) => s === step);

  const change = (next: boolean) => {
    if (!next) {
      setLater('gym-leader');
      setAttestations(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-xl" data-step={step}>
        <DialogTitle>Checkout</DialogTitle>
        <DialogDescription>{STEPS[index]![1]}</DialogDescription>
        <ol className="my-4 flex flex-wrap gap-2 text-xs" aria-label="Checkout steps">
          {STEPS.map(([s, label], i) => (
            <li
              key={s}
              aria-current={s === step ? 'step' : undefined}
              className={cn(
                'rounded-full border border-border px-2 py-0.5',
                s === step ? 'border-accent text-accent' : i < index ? 'text-foreground' : 'text-muted',
              )}
            >
              {i + 1}. {label}
            </li>
          ))}
        </ol>
        {loading ? (
          <Spinner label="Loading your account" />
        ) : step === 'auth' ? (
          <AuthStep />
        ) : step === 'minecraft-link' ? (
          <MinecraftLinkStep />
        ) : step === 'gym-leader' ? (
          <GymLeaderStep onContinue={() => setLater('attestation')} />
        ) : step === 'attestation' || !attestations ? (
          <AttestationStep
            linkedName={minecraft!.name}
            onBack={() => setLater('gym-leader')}
            onDone={(a) => {
              setAttestations(a);
              setLater('payment');
            }}
          />
        ) : (
          <PaymentStep attestations={attestations} onBack={() => setLater('attestation')} />
        )}
      </DialogContent>
    </Dialog>
  );
}
