import { leagueDate } from '../shared/league-time.ts';
import type { DeliveryKind } from '../shop/enums.ts';

// What a delivery gives or does, in words, for the staff queue: read from its payload (the shapes in
// deliveries.ts), tolerant of a payload that lacks a field, since the screen must show every row it has.

type Payload = Record<string, unknown>;

const text = (v: unknown, fallback = '?') =>
  typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : fallback;
const times = (n: unknown) => (typeof n === 'number' && n !== 1 ? ` × ${n}` : '');
const forMinutes = (m: unknown, none: string) => (typeof m === 'number' ? `for ${m} minutes` : none);

function reward(p: Payload): string {
  const data = (p.data ?? {}) as Payload;
  const where = `Battle pass level ${text(p.pass_level)} (${text(p.track)})`;
  switch (p.type) {
    case 'ITEM':
      return `${where}: ${text(data.display_name, text(data.id))} × ${text(data.Count, '1')}`;
    case 'POKEMON':
      return `${where}: ${data.shiny ? 'shiny ' : ''}${text(data.display_name, text(data.species))}, level ${text(data.level)}`;
    case 'COMMAND':
      return `${where}: command ${text(p.command, text(data.command))}`;
    default:
      return `${where}: reward`;
  }
}

const DESCRIBE: Record<DeliveryKind, (p: Payload) => string> = {
  grant_rank: (p) =>
    `Rank ${text(p.rank)} ${typeof p.until === 'string' ? `until ${leagueDate(p.until)}` : '(permanent)'}`,
  revoke_rank: (p) => `Take away rank ${text(p.rank)}`,
  crate_keys: (p) => `${text(p.crate)} crate key × ${text(p.quantity, '1')}`,
  boost: (p) =>
    `${text(p.boost)} boost${typeof p.multiplier === 'number' ? ` ${p.multiplier}×` : ''}${
      typeof p.minutes === 'number' ? ` for ${p.minutes} minutes` : ''
    }${times(p.quantity)}`,
  gym_tokens: (p) => `Gym token × ${text(p.quantity, '1')}`,
  battle_pass: (p) => `Season ${text(p.season)} battle pass (${p.premium === false ? 'free' : 'premium'})`,
  vote_party: (p) => `${text(p.votes)} votes for the vote party`,
  shiny_transform: (p) => `Shiny transformation × ${text(p.uses, '1')}`,
  pokeball_changer: (p) => `Poké Ball changer × ${text(p.uses, '1')}`,
  pardon: (p) => `Lift the ban: ${text(p.reason, 'no reason given')}`,
  warn: (p) => `Warning ${forMinutes(p.duration_minutes, 'without end')}: ${text(p.reason, 'no reason given')}`,
  ban: (p) => `Ban ${forMinutes(p.duration_minutes, 'for good')}: ${text(p.reason, 'no reason given')}`,
  link_code: (p) => `Tell the link code ${text(p.code)}`,
  battle_pass_reward: reward,
};

/** "Rare Candy × 3", "Rank Champion until Dec 1, 2025", "Ban for 60 minutes: cheating"… */
export function describeDelivery(kind: string, payload: Payload): string {
  return kind in DESCRIBE ? DESCRIBE[kind as DeliveryKind](payload) : kind;
}
