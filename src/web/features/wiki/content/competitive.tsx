import { EV_EDITOR_POLICY, RANKS } from '@/domain/shop/ranks';
import { formatUsd } from '@/domain/shared/numbers';
import { Badge } from '@/web/components/ui/badge';
import { ANCHOR_OFFSET, WikiLink } from '../wiki-ui';

export function GymsPvp() {
  return (
    <>
      <p>
        Every season, paid gym leaders each run a gym of one element. Season 1 has 9 active gyms; see who is online on
        the <WikiLink to="/gym-leaders">Gym Leaders</WikiLink> page.
      </p>
      <h3>Gym Tokens</h3>
      <ul>
        <li>
          Each player starts with <strong>1 Gym Token</strong>. A gym challenge costs a token.
        </li>
        <li>
          More tokens come with ranks every month (2 with Ace, 4 with Expert, 6 with Elite, 8 with Master), from the
          shop and from the premium battle pass.
        </li>
        <li>Every paid rank purchase gives 1 gym token to all players, so the whole server benefits.</li>
      </ul>
      <h3>Gym battle rules</h3>
      <ul>
        <li>Single elimination, best of 1, singles.</li>
        <li>Mega Evolutions are allowed; other mechanics (Z-Moves, Dynamax) are not permitted.</li>
        <li>
          At most 1 legendary or mythical over 600 base stat total per battle; those at 600 or below are unlimited.
        </li>
        <li>No duplicate species on a team.</li>
        <li>
          Every species must have the gym's element as its original primary or secondary type. Changing a type to become
          eligible is not allowed: Arceus, for example, is only allowed on the Normal gym.
        </li>
      </ul>
      <h3>Badges, the Elite Four and the Champion</h3>
      <p>
        Beat a gym leader to earn their badge. Players who hold all 9 seasonal badges can challenge the Elite Four. The
        Champion title is earned in battle through PvP and cannot be bought. Follow your progress on the{' '}
        <WikiLink to="/season1">Season 1</WikiLink> page.
      </p>
      <h3>Ranked PvP</h3>
      <p>
        Ranked ELO battles need the <strong>level 50 cap</strong>. Every ranked win and loss moves your rating on the{' '}
        <WikiLink to="/leaderboard">Leaderboard</WikiLink>.
      </p>
    </>
  );
}

export function Ranks() {
  return (
    <>
      <p>
        Four ranks support the server and unlock perks. Each rank includes the perks of the ranks before it. Subscribe
        on the <WikiLink to="/ranks">Ranks</WikiLink> page.
      </p>
      <ul className="mt-4! list-none! space-y-0! pl-0! grid gap-4 sm:grid-cols-2">
        {RANKS.map((rank) => (
          <li key={rank.id} className="rounded-xl border border-border bg-surface p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="mt-0!">{rank.name}</h3>
              {rank.popular && <Badge variant="accent">Most Popular</Badge>}
            </div>
            <p className="mt-1! text-xl font-extrabold text-accent">
              {formatUsd(rank.monthlyPriceCents)}
              <span className="text-sm font-medium text-muted">/month</span>
            </p>
            <p className="mt-1! text-sm text-muted">{rank.tagline}</p>
            <ul className="text-sm">
              {rank.perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ul>
        <li>30-minute server-wide shiny boosts run at 10x; Master's two boosts run at 15x.</li>
        <li>Every rank purchase grants 1 gym token to all players.</li>
        <li>An expired rank loses all of its perks in game.</li>
        <li>
          Champion is earned via PvP and is not for sale. The Champion gets the premium battle pass while reigning.
        </li>
      </ul>
      <div
        id="ev-editor-policy"
        className={`${ANCHOR_OFFSET} mt-6 rounded-xl border border-accent/60 bg-accent/10 p-4`}
      >
        <h3 className="mt-0!">EV Editor Policy</h3>
        <p>{EV_EDITOR_POLICY.summary}</p>
        <ul>
          {EV_EDITOR_POLICY.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p>{EV_EDITOR_POLICY.consequence}</p>
      </div>
    </>
  );
}
