import { useMutation } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/web/lib/notify';
import { ServerAddress } from '@/web/components/server-address';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth';
import { api } from '@/web/lib/api';
import { LINK_BY_NAME_TEXTS } from '@/domain/linking/texts';
import { formatCountdown, useSecondsUntil } from './countdown';
import { InGameCode } from './in-game-code';

interface LinkCode {
  code: string;
  command: string;
  expires_at: string;
}

/** Spec 3 "Link dialog": a one-time code to type in game; the account shows as linked as soon as the server redeems it. */
export function LinkMinecraftDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { minecraft } = useAuth();
  const [code, setCode] = useState<LinkCode | null>(null);
  const [copied, setCopied] = useState(false);
  // Without a mod the server cannot read `/link`: the player gets a code in game and types it here.
  const [inGame, setInGame] = useState(false);
  const generate = useMutation({
    mutationFn: () => api.post<LinkCode>('/api/link-codes'),
    onSuccess: setCode,
    onError: () => toast.error('Error', { description: 'Failed to generate link code. Please try again.' }),
  });
  const secondsLeft = useSecondsUntil(code?.expires_at);
  const { mutate, isPending, isIdle, reset } = generate;

  // Opening generates a code once; after a failure the dialog offers "Try again" instead of looping.
  useEffect(() => {
    if (open && !code && isIdle && !minecraft) mutate();
  }, [open, code, isIdle, minecraft, mutate]);

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);

  const close = (next: boolean) => {
    if (!next) {
      setCode(null);
      setCopied(false);
      setInGame(false);
      reset();
    }
    onOpenChange(next);
  };

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.command);
      setCopied(true);
    } catch {
      toast.error('Error', { description: 'Failed to copy command' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>Link your Minecraft account</DialogTitle>
        {minecraft ? (
          <DialogDescription>
            Your site account is linked to <strong className="text-foreground">{minecraft.name}</strong>.
          </DialogDescription>
        ) : inGame ? (
          <>
            <DialogDescription>{LINK_BY_NAME_TEXTS.nameIntro}</DialogDescription>
            <div className="mt-4 flex flex-col gap-3">
              <InGameCode />
              <Button variant="link" className="w-fit px-0" onClick={() => setInGame(false)}>
                {LINK_BY_NAME_TEXTS.withModToggle}
              </Button>
            </div>
          </>
        ) : (
          <>
            <DialogDescription>Join the server and type this command in chat. The code works once.</DialogDescription>
            <div className="mt-4 flex flex-col gap-3">
              <ServerAddress className="max-w-none" />
              {isPending && (
                <p className="flex items-center gap-2 text-sm" role="status">
                  <Spinner /> Generating your code...
                </p>
              )}
              {code && secondsLeft > 0 && (
                <>
                  <div className="flex items-center gap-2 rounded-lg border border-border bg-background p-3">
                    <code className="flex-1 font-mono text-lg" data-testid="link-command">
                      {code.command}
                    </code>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={copy}
                      aria-label={copied ? 'Copied' : 'Copy command'}
                    >
                      {copied ? (
                        <Check className="h-4 w-4" aria-hidden="true" />
                      ) : (
                        <Copy className="h-4 w-4" aria-hidden="true" />
                      )}
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  </div>
                  <p className="text-sm text-muted">
                    Expires in <span className="font-mono text-foreground">{formatCountdown(secondsLeft)}</span>
                  </p>
                </>
              )}
              {code && secondsLeft <= 0 && (
                <div className="flex flex-col gap-2">
                  <p className="text-sm" role="alert">
                    This code has expired.
                  </p>
                  <Button onClick={() => mutate()} loading={isPending} className="w-fit">
                    Generate a new code
                  </Button>
                </div>
              )}
              {!code && !isPending && generate.isError && (
                <Button onClick={() => mutate()} className="w-fit">
                  Try again
                </Button>
              )}
              <Button variant="link" className="w-fit px-0" onClick={() => setInGame(true)}>
                {LINK_BY_NAME_TEXTS.noModToggle}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
