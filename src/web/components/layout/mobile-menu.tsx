import type { RefObject } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/components/ui/sheet';
import { BRAND } from '@/web/lib/site';
import { NavLinks } from './nav-links';
import { JoinDiscordLink, OnlineCountText } from './online-widget';

/**
 * The side menu. It loads when first opened (the dialog library is not needed by every page); focus goes
 * back to the menu button on close since the button is not a dialog trigger of its own.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="text-lg font-bold">{BRAND.name}</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <NavLinks vertical onNavigate={() => onOpenChange(false)} />
        <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
          <OnlineCountText />
          <JoinDiscordLink />
        </div>
      </SheetContent>
    </Sheet>
  );
}
