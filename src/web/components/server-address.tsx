import { useQuery } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { siteConfigQuery } from '@/web/lib/site-config';

type Copying = 'idle' | 'copied' | 'selected';

const STATUS: Record<Copying, string> = {
  idle: '',
  copied: 'Server address copied.',
  selected: 'Copying was blocked: the address is selected, copy it from there.',
};

/**
 * The Minecraft server's address (MINECRAFT_SERVER_ADDRESS) and version, with a Copy button. The prerendered HTML has
 * no data, so until /api/site-config answers the card shows placeholders in boxes of the final size: nothing moves
 * when the address arrives (an address too long for one line excepted). It lays out in a row when its container is
 * wide enough, stacked (the button under the address, the width of the card) in a narrow column or on a phone.
 */
export function ServerAddress({ className }: { className?: string }) {
  const { data, isError } = useQuery(siteConfigQuery);
  const [copying, setCopying] = useState<Copying>('idle');
  const addressRef = useRef<HTMLSpanElement>(null);
  const labelId = useId();
  const address = data?.minecraftServerAddress;

  useEffect(() => {
    if (copying !== 'copied') return;
    const t = setTimeout(() => setCopying('idle'), 2000);
    return () => clearTimeout(t);
  }, [copying]);

  const copy = async () => {
    if (!address) return;
    try {
      // Absent outside a secure context, and refused when the browser or the visitor does not allow it.
      await navigator.clipboard.writeText(address);
      setCopying('copied');
    } catch {
      selectText(addressRef.current);
      setCopying('selected');
    }
  };

  return (
    <div
      className={cn(
        '@container w-full max-w-md rounded-lg border border-border bg-background/60 p-3 text-left',
        className,
      )}
      data-testid="server-address"
    >
      <div className="flex h-5 items-center justify-between gap-2 text-xs leading-5 text-muted">
        <span id={labelId} className="font-semibold uppercase tracking-wide">
          Server address
        </span>
        {data ? <span>Minecraft Java {data.minecraftVersion}</span> : <Placeholder className="h-3 w-24" />}
      </div>
      <div className="mt-1 flex flex-col gap-2 @sm:flex-row @sm:items-center">
        <div className="flex min-h-8 min-w-0 flex-1 items-center">
          {address ? (
            <span
              ref={addressRef}
              aria-labelledby={labelId}
              className="select-all break-all font-mono text-sm font-semibold leading-6 text-foreground @xs:text-base"
            >
              {address}
            </span>
          ) : isError ? (
            <span className="text-sm leading-6 text-muted">Unavailable right now</span>
          ) : (
            <Placeholder className="h-5 w-52 max-w-full" label="Loading the server address" />
          )}
        </div>
        <Button
          size="sm"
          variant="secondary"
          className="w-full @sm:w-24"
          disabled={!address}
          onClick={copy}
          aria-label="Copy server address"
        >
          {copying === 'copied' ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {copying === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-4 text-xs leading-4 text-muted">
        {STATUS[copying]}
      </p>
    </div>
  );
}

function Placeholder({ className, label }: { className: string; label?: string }) {
  return (
    <span className={cn('block animate-pulse rounded bg-surface-2', className)}>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** The fallback when the clipboard is refused: the address selected, for the visitor to copy themselves. */
function selectText(element: HTMLElement | null) {
  const selection = element && window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
