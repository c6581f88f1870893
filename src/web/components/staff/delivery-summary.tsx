import { describeDelivery } from '@/domain/game/delivery-text';
import { TrainerLink } from '@/web/components/trainer-link';

/**
 * A delivery as staff read it: what it gives in words, for whom (linked to their profile), and the raw payload
 * only under Details. `extra` follows the player on the second line (attempts, dates...).
 */
export function DeliverySummary({
  kind,
  payload,
  playerUuid,
  playerName,
  extra,
}: {
  kind: string;
  payload: Record<string, unknown>;
  playerUuid: string | null;
  playerName: string | null;
  extra?: string;
}) {
  return (
    <>
      <p className="font-semibold">{describeDelivery(kind, payload)}</p>
      <p className="text-xs text-muted">
        {playerUuid === null ? (
          'For every player'
        ) : playerName ? (
          <>
            For <TrainerLink name={playerName} className="text-foreground" />
          </>
        ) : (
          `For the player ${playerUuid}`
        )}
        {extra && ` · ${extra}`}
      </p>
      <details className="text-xs">
        <summary className="cursor-pointer text-muted">Details</summary>
        <pre className="mt-1 overflow-x-auto rounded bg-surface-2 p-2">
          {JSON.stringify({ kind, ...payload }, null, 2)}
        </pre>
      </details>
    </>
  );
}
