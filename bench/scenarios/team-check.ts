import { checkTeam } from '../../src/server/features/doubles/team-check.ts';
import { createDoublesValidator } from '../../src/server/features/doubles/team-format.ts';
import type { DoublesTeam } from '../../src/domain/tournaments/team-sheet.ts';
import { percentile, type Scenario } from '../harness.ts';
import { signIn } from './ladder-rank.ts';

// A full Mid-Season Doubles team check (6 Pokémon, 24 moves, learnsets, clauses): p95 under 50 ms.
// Measured two ways: the check itself, as the server runs it (@pkmn/sim's TeamValidator on the
// doubles format), and the round trip of POST /api/mid-season-doubles/registrations with a team the
// check refuses (so nothing is written and every request runs the whole check).

const RUNS = 300;
const m = (species: string, heldItem: string, moves: DoublesTeam[number]['moves']) => ({ species, heldItem, moves });
const LEGAL: DoublesTeam = [
  m('Incineroar', 'Sitrus Berry', ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Knock Off']),
  m('Rillaboom', 'Assault Vest', ['Fake Out', 'Grassy Glide', 'Wood Hammer', 'U-turn']),
  m('Garchomp', 'Life Orb', ['Earthquake', 'Dragon Claw', 'Protect', 'Rock Slide']),
  m('Charizard', 'Charcoal', ['Heat Wave', 'Air Slash', 'Protect', 'Return']),
  m('Amoonguss', 'Rocky Helmet', ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect']),
  m('Urshifu', 'Focus Sash', ['Wicked Blow', 'Close Combat', 'Sucker Punch', 'Detect']),
];
const ILLEGAL: DoublesTeam = LEGAL.map((x, i) =>
  i === 5 ? m('Urshifu', 'Focus Sash', ['Wicked Blow', 'Close Combat', 'Sucker Punch', 'Spore']) : x,
);

function figures(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)!) };
}

const scenario: Scenario = async (ctx) => {
  const validator = createDoublesValidator();
  const inProcess: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    checkTeam(validator, structuredClone(i % 2 ? LEGAL : ILLEGAL));
    inProcess.push(performance.now() - t);
  }
  const cookie = await signIn(ctx.url, `Team Bench ${Date.now()}`);
  const body = JSON.stringify({
    minecraftUsername: 'Team_Bench',
    discordTag: 'teambench',
    timezone: 'UTC',
    team: ILLEGAL,
    teraPokemonSlot: 1,
    teraType: 'Fire',
    rulesAgreement: true,
    checkinAgreement: true,
    privacyAgreement: true,
  });
  const roundTrip: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await fetch(`${ctx.url}/api/mid-season-doubles/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ctx.url, cookie },
      body,
    });
    await res.arrayBuffer();
    if (res.status !== 400) throw new Error(`team check answered ${res.status}, expected 400`);
    roundTrip.push(performance.now() - t);
  }
  return { runs: RUNS, checkMs: figures(inProcess), roundTripMs: figures(roundTrip), target: 'p95 < 50 ms' };
};
export default scenario;
