import { Star } from 'lucide-react';

/** The rarity as 1-5 stars, read as "4 of 5 stars". */
export function Stars({ count, className = 'h-4 w-4' }: { count: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${count} of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={`${className} ${i < count ? 'fill-accent text-accent' : 'text-border'}`}
        />
      ))}
    </span>
  );
}
