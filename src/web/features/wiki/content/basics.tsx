import { WikiLink } from '../wiki-ui';

export function GettingStarted() {
  return (
    <>
      <p>
        Welcome, trainer! The server address and how to join are in the{' '}
        <WikiLink to="/getting-started#how-to-join">Getting Started Guide</WikiLink> (and at the foot of every page);
        the modpack is pinned in our Discord. Then pick your starter when the menu opens.
      </p>
      <h3>The basics</h3>
      <ul>
        <li>
          Press <strong>R</strong> to send out a Pokémon and <strong>N</strong> to open your party and box.
        </li>
        <li>
          Craft Poké Balls from <strong>4 Apricorns plus 1 ingot</strong>. Apricorns grow on Apricorn trees in the wild.
        </li>
        <li>
          Each player starts with <strong>1 Gym Token</strong>: spend it on your first gym challenge.
        </li>
        <li>
          Ranked ELO battles need the <strong>level 50 cap</strong>, so train a team to level 50 before you queue.
        </li>
        <li>
          Link your Minecraft account on this website (Link Minecraft, then <code>/link CODE</code> in game) to appear
          on the leaderboard.
        </li>
      </ul>
      <h3>Where to look next</h3>
      <p>
        Find out where legendaries, paradox Pokémon and ultra beasts spawn in the{' '}
        <WikiLink to="/spawn-atlas">Spawn Atlas</WikiLink>, and read the{' '}
        <WikiLink to="/server-rules">Server Rules</WikiLink> before your first battle.
      </p>
    </>
  );
}

export function BattlePass() {
  return (
    <>
      <p>
        The battle pass has <strong>30 levels</strong>, each with a reward on the free track and one on the premium
        track. Every player is on the free track; the premium track unlocks more rewards at every level.
      </p>
      <ul>
        <li>
          Rewards can be items, Pokémon or in-game commands. Premium rewards include Gym Token rewards of 2 tokens.
        </li>
        <li>
          The premium battle pass is $9.99 in the <WikiLink to="/shop">Shop</WikiLink>, and is included with the Master
          rank.
        </li>
        <li>The reigning Champion gets the premium battle pass for as long as they hold the title.</li>
      </ul>
    </>
  );
}

export function Quests() {
  return (
    <>
      <p>
        Quests give you goals while you play: catch certain Pokémon, win battles, explore new biomes. Finishing a quest
        pays out rewards such as in-game currency and items.
      </p>
      <ul>
        <li>Open the quest menu in game to see the quests available to you and your progress on each.</li>
        <li>New quests arrive with seasons and events, so check back when something new starts.</li>
        <li>Quest rewards go into your inventory: keep a few slots free.</li>
      </ul>
    </>
  );
}

export function Crates() {
  return (
    <>
      <p>
        Crates hold random rewards. You open a crate with its key, either with the <code>/crates</code> command or at
        the spawn treasury, where you can also preview each crate's rewards.
      </p>
      <ul>
        <li>
          <strong>Vote keys</strong>: one for every vote. See the chances on the{' '}
          <WikiLink to="/vote-links#rewards">vote page</WikiLink>.
        </li>
        <li>
          <strong>Cosmetic keys</strong>: from the shop (1, 3 or 5 keys) and every month with a rank: 2 with Ace, 4 with
          Expert, 6 with Elite and 9 with Master.
        </li>
        <li>
          <strong>Higher-tier keys</strong>: rare drops from the vote crate and prizes in tournaments and events.
        </li>
      </ul>
      <p>Keep inventory space free before you open a crate: rewards go straight into your inventory.</p>
    </>
  );
}
