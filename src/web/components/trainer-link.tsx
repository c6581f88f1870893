import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { trainerPath } from '@/domain/routes';
import { cn } from '@/web/lib/cn';

/** A trainer's name, linked to their profile: the one way any page names a trainer. */
export function TrainerLink({ name, className, children }: { name: string; className?: string; children?: ReactNode }) {
  return (
    <Link to={trainerPath(name)} className={cn('hover:underline focus-visible:underline', className)}>
      {children ?? name}
    </Link>
  );
}
