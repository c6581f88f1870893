import { useState } from 'react';
import { cn } from '@/web/lib/cn';

// 8 by 8 pixels, drawn sharp (image-rendering: pixelated); a PNG, not an SVG (see Logo for why).
export const PLAYER_HEAD_PLACEHOLDER = '/images/steve-head.png';

export function playerHeadUrl(minecraftName: string): string {
  return `https://mc-heads.net/avatar/${encodeURIComponent(minecraftName)}/100`;
}

/** A player's head from the skin service, by Minecraft name; the local placeholder when there is no name or the image fails. */
export function PlayerHead({
  name,
  size = 48,
  className,
  alt,
}: {
  name: string | null | undefined;
  size?: number;
  className?: string;
  alt?: string;
}) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const src = name && failedFor !== name ? playerHeadUrl(name) : PLAYER_HEAD_PLACEHOLDER;
  return (
    <img
      src={src}
      alt={alt ?? (name ? `${name}'s head` : 'Player head placeholder')}
      width={size}
      height={size}
      loading="lazy"
      className={cn('shrink-0 rounded-md bg-surface-2 [image-rendering:pixelated]', className)}
      onError={() => name && setFailedFor(name)}
    />
  );
}
