import type { DocSection } from '../components/document-page';
import { SiteLink } from '../components/links';

export const SERVER_RULES_SECTIONS: readonly DocSection[] = [
  {
    id: 'respect',
    title: '1. Respect everyone',
    body: (
      <ul>
        <li>No harassment, bullying, threats, hate speech or discrimination, in game, on the website or in Discord.</li>
        <li>No toxic behaviour: taunting after battles, baiting, or flaming gym leaders and staff is not welcome.</li>
        <li>
          Keep chat and names suitable for players aged 13 and up: no sexual, violent or otherwise inappropriate
          content.
        </li>
        <li>Do not share anyone's personal information.</li>
      </ul>
    ),
  },
  {
    id: 'fair-play',
    title: '2. Play fair',
    body: (
      <ul>
        <li>No hacked clients, X-ray, auto-clickers, macros or any mod that gives an unfair advantage.</li>
        <li>
          No exploiting bugs, duplication glitches or unintended mechanics. Found one? Report it through{' '}
          <SiteLink to="/bug-reports">Bug Reports</SiteLink> instead of using it.
        </li>
        <li>
          No boosting: do not arrange results, throw ranked battles or use alternate accounts to farm ratings or badges.
        </li>
      </ul>
    ),
  },
  {
    id: 'battles',
    title: '3. Battles, gyms and tournaments',
    body: (
      <ul>
        <li>Ranked ELO battles are played at the level 50 cap.</li>
        <li>Do not stall on purpose, disconnect to avoid a loss, or leave an opponent waiting.</li>
        <li>
          Follow the team rules of each gym, season and tournament, and accept the rulings of the gym leader or referee.
        </li>
        <li>
          Tournament rules (format, restricted Pokémon, disconnects) are published on each tournament's page and apply
          to every match.
        </li>
      </ul>
    ),
  },
  {
    id: 'building',
    title: '4. Building and land',
    body: (
      <ul>
        <li>No griefing: do not damage, steal from or build on land that is not yours, claimed or not.</li>
        <li>Leave space around other players' claims and do not build to block their views or paths.</li>
        <li>No lag machines or oversized farms that slow the server for everyone.</li>
      </ul>
    ),
  },
  {
    id: 'trading',
    title: '5. Trading and the economy',
    body: (
      <ul>
        <li>No scams: honour the trades and deals you agree to.</li>
        <li>
          No real-money trading of items, Pokémon, currency or accounts. The official shop is the only place to buy with
          real money.
        </li>
        <li>EV-edited Pokémon may not be traded (see the EV Editor Policy in the wiki).</li>
      </ul>
    ),
  },
  {
    id: 'chat',
    title: '6. Chat and advertising',
    body: (
      <ul>
        <li>No spam, flooding, excessive caps or repeated messages.</li>
        <li>No advertising of other servers, services or social channels without staff permission.</li>
        <li>Keep Discord channels on topic and follow the pinned rules of each channel.</li>
      </ul>
    ),
  },
  {
    id: 'accounts',
    title: '7. Accounts',
    body: (
      <ul>
        <li>One person, one account: do not share accounts or let others play on yours.</li>
        <li>
          No ban evasion: joining on another account while banned leads to a permanent ban of every account involved.
        </li>
      </ul>
    ),
  },
  {
    id: 'enforcement',
    title: '8. Enforcement',
    body: (
      <>
        <p>
          Staff use judgement, usually in steps: a warning, then a mute, a temporary ban and finally a permanent ban.
          Cheating, ban evasion, serious harassment and real-money trading can lead straight to a permanent ban. Items
          gained by breaking the rules are removed.
        </p>
        <p>If a situation is not covered here, staff decide based on what keeps the server fair and friendly.</p>
      </>
    ),
  },
  {
    id: 'reports-appeals',
    title: '9. Reports and appeals',
    body: (
      <ul>
        <li>
          See someone breaking the rules? Use <SiteLink to="/report-players">Report Players</SiteLink> and add
          screenshots or video links as evidence. Please do not call players out in public chat.
        </li>
        <li>
          Banned and think it was a mistake? Use <SiteLink to="/appeal-bans">Appeal Bans</SiteLink>. Ban appeals
          typically get a response within 24-72 hours, and we make a decision within 5 business days.
        </li>
      </ul>
    ),
  },
];
