import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

export const Sheet = D.Root;
export const SheetTrigger = D.Trigger;
export const SheetClose = D.Close;
export const SheetTitle = D.Title;
export const SheetDescription = D.Description;

/** A panel that slides in from the side (the side menu, the cart drawer). */
export function SheetContent({
  className,
  side = 'left',
  children,
  ...props
}: ComponentProps<typeof D.Content> & { side?: 'left' | 'right' }) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/70" />
      <D.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto border-border bg-surface p-6 shadow-xl',
          side === 'left' ? 'left-0 border-r' : 'right-0 border-l',
          className,
        )}
        {...props}
      >
        {children}
        <D.Close className="absolute right-4 top-4 rounded-sm opacity-70 hover:opacity-100" aria-label="Close">
          <X className="h-5 w-5" aria-hidden="true" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
