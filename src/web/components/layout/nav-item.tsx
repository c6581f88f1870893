import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';
import { useAuth } from '@/web/lib/auth';
import { openCustomerPortal } from '@/web/lib/customer-portal';
import type { BarFrom } from '@/web/lib/site';

// The parts the navigation's lists and its More menu share, kept apart so neither imports the other.

/** A navigation link's look, marked when it is the current page. */
export const item = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-surface-2',
    isActive ? 'text-accent' : 'text-foreground',
  );

/**
 * Which links the top bar shows is decided by the width alone, in CSS (the same HTML on the server and in the
 * browser, nothing measured, nothing moving once the page has loaded): a link's item in the bar is shown from its
 * width, and its item in the More menu up to it. The widths leave room for the widest labels in a wide system font.
 */
export const SHOWN_IN_BAR: Record<BarFrom, string> = {
  lg: '',
  xl: 'hidden xl:block',
  wide: 'hidden min-[90rem]:block',
};
export const SHOWN_IN_MORE: Record<BarFrom, string> = { lg: 'hidden', xl: 'xl:hidden', wide: 'min-[90rem]:hidden' };

/** A link of the navigation: a page, shown in the bar from the width `bar`. */
export interface NavPage {
  to: string;
  label: string;
  bar: BarFrom;
}

export function PortalLink({ className, ...props }: ComponentProps<'a'>) {
  const { user } = useAuth();
  return (
    <a
      {...props}
      onClick={user ? (e) => openCustomerPortal(e, props.href) : props.onClick}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(className, 'inline-flex items-center gap-1')}
    >
      Customer Portal <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
