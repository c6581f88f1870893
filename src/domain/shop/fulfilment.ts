import type { DeliveryKind } from './enums.ts';
import type { CatalogItem } from './catalog-item.ts';

/** One in-game action for the delivery queue, before it is given a player and a purchase. */
export interface PlannedAction {
  kind: DeliveryKind;
  /** false: the action is for every player on the server (the gym token a rank purchase gives to all). */
  forBuyer: boolean;
  payload: Record<string, unknown>;
}

/**
 * What a purchased line does in game. `rankUntil` is the end of the rank's paid period (ISO
 * date-time) for a rank, ignored otherwise; `season` is the current season, which a battle pass is
 * for. Every unit of a rank or a gym token pack also gives one gym token to all players.
 */
export function plannedActions(
  item: CatalogItem,
  quantity: number,
  rankUntil: string | null = null,
  season: number | null = null,
): PlannedAction[] {
  const d = item.delivery;
  const base = { item_id: item.id };
  const own = (kind: DeliveryKind, payload: Record<string, unknown>): PlannedAction => ({
    kind,
    forBuyer: true,
    payload: { ...base, ...payload },
  });
  const actions: PlannedAction[] = [];
  switch (d.kind) {
    case 'grant_rank':
      actions.push(own('grant_rank', { rank: d.rank, period: d.period, until: rankUntil }));
      break;
    case 'boost':
      actions.push(own('boost', { boost: d.boost, multiplier: d.multiplier, minutes: d.minutes, quantity }));
      break;
    case 'vote_party':
      actions.push(own('vote_party', { votes: d.votes * quantity }));
      break;
    case 'crate_keys':
      actions.push(own('crate_keys', { crate: d.crate, quantity: d.quantity * quantity }));
      break;
    case 'shiny_transform':
    case 'pokeball_changer':
      actions.push(own(d.kind, { uses: d.uses * quantity }));
      break;
    case 'gym_tokens':
      actions.push(own('gym_tokens', { quantity: d.quantity * quantity }));
      break;
    case 'battle_pass':
      if (season === null) throw new Error('A battle pass is for the current season, which was not given');
      actions.push(own('battle_pass', { season, premium: d.premium }));
      break;
  }
  if (item.serverWideTokens > 0) {
    actions.push({
      kind: 'gym_tokens',
      forBuyer: false,
      payload: { ...base, quantity: item.serverWideTokens * quantity, reason: 'server_wide' },
    });
  }
  return actions;
}

/** The action that undoes a delivered one when its payment is refunded, if any can. */
export function revocationFor(kind: DeliveryKind, payload: Record<string, unknown>): PlannedAction | null {
  if (kind === 'grant_rank') return { kind: 'revoke_rank', forBuyer: true, payload: { rank: payload.rank } };
  return null;
}
