import { and, eq, inArray, isNotNull, isNull, lte, gt, ne, sql } from 'drizzle-orm';
import type { QueueId } from '../../domain/requests/queues.ts';
import { leagueDateTime } from '../../domain/shared/league-time.ts';
import type { Database, Tx } from '../db/client.ts';
import {
  doublesRegistrations,
  tournamentBracketMatches,
  tournamentRegistrations,
  tournaments,
} from '../db/schema/index.ts';
import { QUEUE_TABLES } from '../requests/queue-tables.ts';
import { notify, notifyPlayer } from './notify.ts';

// The events players are told about, each a small call from where the event happens (in its transaction).

const excerpt = (text: string, max = 280) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A staff reply to something a player filed. */
export async function notifyRequestReply(tx: Tx, queue: QueueId, itemId: string, replyId: string, body: string) {
  const t = QUEUE_TABLES[queue];
  const [item] = await tx.select({ owner: t.owner, title: t.title }).from(t.table).where(eq(t.id, itemId));
  const owner = item?.owner as string | null | undefined;
  if (!owner) return null;
  return notify(tx, {
    userId: owner,
    kind: 'request_reply',
    eventKey: `reply:${replyId}`,
    title: `Staff replied: ${String(item!.title)}`,
    body: excerpt(body),
    link: '/my-requests',
    subject: `${queue}:${itemId}`,
  });
}

const tournamentPage = (format: string) =>
  format === 'doubles' ? '/mid-season-doubles' : '/tournaments/founders-cup-1';
const bracketPage = (format: string) => (format === 'doubles' ? '/mid-season-doubles' : '/tournament-bracket');

/**
 * Tells everyone registered (or waitlisted) for a tournament whose check-in window is open that it is; run by
 * a job, and once per player and window whatever how often it runs.
 */
export async function notifyOpenCheckins(db: Database, now = new Date()): Promise<number> {
  const open = await db
    .select()
    .from(tournaments)
    .where(
      and(
        isNull(tournaments.checkinClosedAt),
        lte(tournaments.checkinOpensAt, now),
        gt(tournaments.checkinClosesAt, now),
      ),
    );
  let told = 0;
  for (const t of open) {
    const roster = t.format === 'doubles' ? doublesRegistrations : tournamentRegistrations;
    const scope = t.format === 'doubles' ? undefined : eq(tournamentRegistrations.tournamentName, t.key);
    await db.transaction(async (tx) => {
      const players = await tx
        .select({ userId: roster.userId })
        .from(roster)
        .where(and(scope, inArray(roster.status, ['registered', 'waitlisted']), isNull(roster.checkedInAt)));
      for (const p of players) {
        const id = await notify(tx, {
          userId: p.userId,
          kind: 'checkin_open',
          eventKey: `checkin:${t.key}:${t.checkinOpensAt.toISOString()}`,
          title: `Check-in is open: ${t.name}`,
          body: `Check in before ${leagueDateTime(t.checkinClosesAt)}, or your place goes to the waitlist.`,
          link: tournamentPage(t.format),
        });
        if (id) told++;
      }
    });
  }
  return told;
}

/** After a bracket changed: tells both sides of every match that now has both and is not played yet. */
export async function notifyReadyMatches(tx: Tx, tournamentKey: string) {
  const [t] = await tx.select().from(tournaments).where(eq(tournaments.key, tournamentKey));
  if (!t) return;
  const m = tournamentBracketMatches;
  const doubles = t.format === 'doubles';
  const ready = await tx
    .select()
    .from(m)
    .where(
      and(
        eq(m.tournamentName, tournamentKey),
        ne(m.matchStatus, 'completed'),
        eq(m.isBye, false),
        doubles ? and(isNotNull(m.team1Id), isNotNull(m.team2Id)) : and(isNotNull(m.player1Id), isNotNull(m.player2Id)),
      ),
    );
  for (const match of ready) {
    const sides = doubles ? [match.team1Id!, match.team2Id!] : [match.player1Id!, match.player2Id!];
    const roster = doubles ? doublesRegistrations : tournamentRegistrations;
    const rows = await tx
      .select({ id: roster.id, userId: roster.userId, name: roster.minecraftUsername })
      .from(roster)
      .where(inArray(roster.id, sides));
    for (const me of rows) {
      const other = rows.find((r) => r.id !== me.id);
      await notify(tx, {
        userId: me.userId,
        kind: 'match_ready',
        eventKey: `match:${match.id}:${sides.join(':')}`,
        title: `Your match is ready: ${t.name}, round ${match.roundNumber}`,
        body: other
          ? `You play ${other.name} next (match ${match.matchNumber}).`
          : `Match ${match.matchNumber} is ready.`,
        link: bracketPage(t.format),
      });
    }
  }
}

/** A delivery the game server reported failed, for deliveries that give a player something. */
const GIFT_KINDS = sql.raw(
  `('grant_rank','crate_keys','boost','gym_tokens','battle_pass','vote_party','shiny_transform','pokeball_changer','battle_pass_reward')`,
);

export async function notifyFailedDeliveries(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  const { rows } = await tx.execute<{ id: string; player_uuid: string; kind: string; last_error: string | null }>(sql`
    select id, player_uuid, kind, last_error from delivery_actions
    where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and status = 'failed'
      and player_uuid is not null and kind in ${GIFT_KINDS}`);
  for (const d of rows)
    await notifyPlayer(tx, d.player_uuid, {
      kind: 'delivery_failed',
      eventKey: `delivery:${d.id}`,
      title: 'A delivery failed in game',
      body: `Your ${d.kind.replace(/_/g, ' ')} could not be given in game${d.last_error ? ` (${excerpt(d.last_error, 120)})` : ''}. Staff can see it and put it right; contact support if it stays missing.`,
      link: '/purchase-history',
    });
}

/** A gym badge newly awarded. */
export function notifyBadge(tx: Tx, playerUuid: string, b: { season: number; element: string }) {
  const element = b.element.charAt(0).toUpperCase() + b.element.slice(1);
  return notifyPlayer(tx, playerUuid, {
    kind: 'badge_awarded',
    eventKey: `badge:${b.season}:${b.element}`,
    title: `Badge awarded: ${element}`,
    body: `You earned the ${element} gym badge of season ${b.season}.`,
    link: '/season1',
  });
}
