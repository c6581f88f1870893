import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';
import { useAuth } from '@/web/lib/auth';
import { openCustomerPortal } from '@/web/lib/customer-portal';

// The parts the navigation's lists and its More menu share, kept apart so neither imports the other.

/** A navigation link's look, marked when it is the current page. */
export const item = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-surface-2',
    isActive ? 'text-accent' : 'text-foreground',
  );

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
