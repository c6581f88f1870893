import { useState } from 'react';
import { PLAYER_HEAD_PLACEHOLDER, playerHeadUrl } from '@/web/components/game/player-head';

/**
 * The trainer's head beside their name, eagerly loaded and sized so nothing shifts; marked as the image a shared link
 * shows (`data-share-image`, read by the server: src/server/http/page-head.ts).
 */
export function TrainerHead({ name }: { name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLAYER_HEAD_PLACEHOLDER : playerHeadUrl(name)}
      data-share-image=""
      alt={`${name}'s head`}
      width={72}
      height={72}
      className="h-16 w-16 shrink-0 rounded-lg bg-surface-2 [image-rendering:pixelated] sm:h-[72px] sm:w-[72px]"
      onError={() => setFailed(true)}
    />
  );
}
