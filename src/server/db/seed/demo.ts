import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Element } from '../../../domain/shared/elements.ts';
import type { Database, Tx } from '../client.ts';
import { seasonChampions } from '../schema/index.ts';
import { DEMO_LEADERS, DEMO_PLAYER_NAMES } from './demo-cast.ts';
import { DEMO_DISCORD_USERS } from './demo-users.ts';
import { leaderWins, storeDemoHistory, type DemoMatch } from './demo-matches.ts';
import { seedDemoTournaments } from './demo-tournaments.ts';
import { seedDemoEarnings } from './demo-earnings.ts';
import { seedDemoVoteSites } from './demo-vote-sites.ts';
import { seedDemoBattlePass } from './demo-battle-pass.ts';
import { importDemoAtlas } from '../../spawn-atlas/demo-atlas.ts';
import {
  makeBadgeAward,
  makeEvent,
  makeEventRegistration,
  makeGymLeader,
  makeMinecraftAccount,
  makeUser,
} from './factories.ts';

/** A small deterministic generator, so the demo looks the same on every machine. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

export async function seedDemoData(db: Tx, now = new Date()): Promise<void> {
  const rnd = random(20251108);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

  const users = [];
  for (const u of DEMO_DISCORD_USERS) {
    users.push(
      await makeUser(db, {
        name: u.globalName,
        discordId: u.discordId,
        email: `${u.username}@example.test`,
        role: u.role,
      }),
    );
  }

  // Every player has a hidden skill; the match history is drawn from it, and the ratings come from
  // replaying that history, as the server would have rated it.
  const players = [];
  for (const [i, name] of DEMO_PLAYER_NAMES.entries()) {
    // Ash (the first demo user) owns the first Minecraft account.
    const mc = await makeMinecraftAccount(db, { name, userId: i === 0 ? users[0]!.id : undefined });
    players.push({ ...mc, skill: int(850, 1650) });
  }

  const leaders = [];
  for (const l of DEMO_LEADERS) {
    const owner = l.demoUser !== undefined ? users[l.demoUser]! : await makeUser(db, { name: l.displayName });
    const mc = l.mc ? await makeMinecraftAccount(db, { name: l.mc, userId: owner.id }) : undefined;
    const badges = int(4, 40);
    const targetRate = 0.45 + rnd() * 0.4;
    const leaderWins = Math.round((badges * targetRate) / (1 - targetRate));
    const leader = await makeGymLeader(db, {
      userId: owner.id,
      displayName: l.displayName,
      element: l.element,
      status: l.status,
      badgesAwarded: badges,
      leaderWins,
      winRate: leaderWins / (leaderWins + badges),
      lastActiveAt: new Date(now.getTime() - int(1, 300) * 60_000),
    });
    leaders.push({ leader, mc: mc && { ...mc, skill: int(1300, 1700) } });
  }

  const history: DemoMatch[] = [];
  // Ladder battles over the last four weeks, before the gym battles below.
  for (let i = 0; i < 600; i++) {
    const a = players[int(0, players.length - 1)]!;
    const b = players[(players.indexOf(a) + int(1, players.length - 1)) % players.length]!;
    const ended = new Date(now.getTime() - 28 * DAY + i * 59 * 60_000);
    history.push({
      id: `demo-ladder-${i + 1}`,
      leaderUuid: a.uuid,
      challengerUuid: b.uuid,
      startedAt: new Date(ended.getTime() - 9 * 60_000),
      endedAt: ended,
      result: leaderWins(a, b, rnd) ? 'leader_won' : 'challenger_won',
    });
  }
  for (let i = 0; i < 30; i++) {
    const { leader, mc } = leaders[i % leaders.length]!;
    if (!mc) continue;
    const challenger = players[int(0, players.length - 1)]!;
    const ended = new Date(now.getTime() - i * 17 * 60_000);
    history.push({
      id: `demo-${i + 1}`,
      gymLeaderId: leader.id,
      leaderUuid: mc.uuid,
      challengerUuid: challenger.uuid,
      startedAt: new Date(ended.getTime() - 12 * 60_000),
      endedAt: i === 0 ? null : ended,
      result: i === 0 ? 'in_progress' : leaderWins(mc, challenger, rnd) ? 'leader_won' : 'challenger_won',
    });
  }
  const rated = [...players, ...leaders.flatMap((l) => (l.mc ? [l.mc] : []))];
  await storeDemoHistory(
    db,
    history,
    rated.map((p) => p.uuid),
  );

  const upcoming: {
    title: string;
    kind: 'tournament' | 'themed' | 'raid' | 'quick';
    in: number;
    rewards: Record<string, string>;
    description: string;
  }[] = [
    {
      title: 'Mid-Season Doubles Showdown',
      kind: 'tournament',
      in: 6,
      rewards: { '1st': 'Store gift card + Doubles Champion title', '2nd': '3 crate keys of choice' },
      description: '2v2 doubles, best of 3, bring 6 choose 4. Limited to 16 players.',
    },
    {
      title: 'Ghost Type Night Hunt',
      kind: 'themed',
      in: 2,
      rewards: { Participation: 'Spooky crate key' },
      description: 'Ghost spawns boosted all night long.',
    },
    {
      title: 'Legendary Raid: Zapdos',
      kind: 'raid',
      in: 4,
      rewards: { Clear: 'Rare Candy x3' },
      description: 'Team up at the Tournament Gym to take down a raid boss.',
    },
    {
      title: 'Friday Quick Battles',
      kind: 'quick',
      in: 9,
      rewards: { Winner: '$5,000 in-game currency' },
      description: 'Fast best-of-1 battles, level 50 cap.',
    },
  ];
  const events = [];
  for (const e of upcoming) {
    const start = new Date(now.getTime() + e.in * DAY);
    events.push(
      await makeEvent(db, {
        title: e.title,
        kind: e.kind,
        description: e.description,
        rewards: e.rewards,
        startAt: start,
        endAt: new Date(start.getTime() + 3 * 3_600_000),
        status: 'open',
      }),
    );
  }
  const pastStart = new Date(now.getTime() - 12 * DAY);
  await makeEvent(db, {
    title: 'Bug Catching Contest',
    kind: 'themed',
    status: 'closed',
    description: 'Catch the biggest bug type in the Safari Zone.',
    rewards: { Winner: 'Shiny Converter' },
    startAt: pastStart,
    endAt: new Date(pastStart.getTime() + 2 * 3_600_000),
  });
  for (const [i, u] of users.entries()) {
    await makeEventRegistration(db, {
      eventId: events[0]!.id,
      userId: u.id,
      status: i < 5 ? 'registered' : 'cancelled',
    });
  }

  const season1: Element[] = ['fire', 'water', 'steel', 'psychic', 'electric', 'ghost', 'fairy', 'dark', 'poison'];
  for (const [i, p] of players.slice(0, 16).entries()) {
    const count = i === 4 ? 9 : Math.max(0, 9 - i - int(0, 2));
    for (const element of season1.slice(0, count)) {
      await makeBadgeAward(db, { season: 1, playerUuid: p.uuid, element });
    }
  }
  // Season 1 is in every database (a migration adds it); the demo crowns the player holding all nine badges.
  await db.insert(seasonChampions).values({ season: 1, playerUuid: players[4]!.uuid });

  await seedDemoEarnings(
    db,
    leaders.map((l) => l.leader),
    players.slice(1, 7),
    int,
    now,
  );

  await seedDemoTournaments(db, DEMO_PLAYER_NAMES.slice(20), now);
  await seedDemoBattlePass(db);
  await importDemoAtlas(db);
  await seedDemoVoteSites(db);
}

/** Fills an empty database with the demo data, once. */
export async function seedDemoDataIfEmpty(db: Database, log: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from "user"`);
    if ((rows[0]?.n ?? 0) > 0) return;
    log.info('seeding demo data');
    await seedDemoData(tx);
  });
}
