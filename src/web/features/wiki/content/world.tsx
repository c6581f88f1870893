import { WikiLink } from '../wiki-ui';

export function Warping() {
  return (
    <>
      <p>Travel fast between the places that matter:</p>
      <ul>
        <li>
          <code>/spawn</code> takes you back to spawn, where the treasury, the Tournament Gym and the warps are.
        </li>
        <li>
          <code>/warp</code> lists the public warps; <code>/warp &lt;name&gt;</code> takes you there.
        </li>
        <li>
          <code>/sethome &lt;name&gt;</code> saves a home and <code>/home &lt;name&gt;</code> returns to it. Ranks add
          homes: +2 with Ace, 4 in total with Expert and 9 in total with Elite.
        </li>
        <li>
          <code>/tpa &lt;player&gt;</code> asks to teleport to a friend; they accept with <code>/tpaccept</code>.
        </li>
      </ul>
    </>
  );
}

export function LandClaims() {
  return (
    <>
      <p>
        Claim the land around your base so nobody else can build, break blocks or open your chests there. The size of
        land you can claim is limited by your claim blocks.
      </p>
      <ul>
        <li>Ranks add claim blocks: +500 with Ace, 1,000 total with Expert, 1,500 with Elite and 2,000 with Master.</li>
        <li>You can trust friends on your claim so they can build with you.</li>
        <li>
          Griefing unclaimed builds is still against the <WikiLink to="/server-rules">Server Rules</WikiLink>, but a
          claim is your best protection.
        </li>
      </ul>
    </>
  );
}

export function TmsTrs() {
  return (
    <>
      <p>
        Technical Machines (TMs) and Technical Records (TRs) teach a Pokémon a move it could not learn by levelling.
      </p>
      <ul>
        <li>
          A <strong>TM</strong> can be used again and again; a <strong>TR</strong> is used up after one use.
        </li>
        <li>A Pokémon can only learn a move from a TM or TR if the move is in its learnset.</li>
        <li>Plan competitive sets before you spend a TR: check your Pokémon's learnset first.</li>
      </ul>
    </>
  );
}

export function Economy() {
  return (
    <>
      <p>
        The server has one in-game currency, shown with a $ sign. You earn it from quests, battles, events and crates:
        the vote crate alone can give $1,500 or $5,000.
      </p>
      <ul>
        <li>
          <code>/bal</code> shows your balance and <code>/pay &lt;player&gt; &lt;amount&gt;</code> sends money to
          another player.
        </li>
        <li>Trade fairly: scams are against the rules, and so is selling anything in game for real money.</li>
        <li>
          Real-money purchases happen only in the official <WikiLink to="/shop">Shop</WikiLink>, and part of each goes
          to a gym leader you choose.
        </li>
      </ul>
    </>
  );
}

export function Breeding() {
  return (
    <>
      <p>Breed Pokémon to get eggs with the natures, abilities and IVs you want.</p>
      <ul>
        <li>
          Two Pokémon can breed if they share an egg group and are of opposite genders. Ditto breeds with almost
          anything.
        </li>
        <li>An Everstone on a parent passes its nature to the egg. You can win one from the vote crate.</li>
        <li>A Destiny Knot on a parent passes down more of the parents' IVs.</li>
        <li>Legendary and mythical Pokémon and ultra beasts cannot breed.</li>
      </ul>
    </>
  );
}

export function Training() {
  return (
    <>
      <p>Get your team battle-ready:</p>
      <ul>
        <li>Rare Candy and EXP Candy level Pokémon quickly; both are in the vote crate.</li>
        <li>
          Battling wild Pokémon raises EVs in the stat that Pokémon gives; vitamins such as Protein or Carbos raise them
          directly.
        </li>
        <li>EV-reducing berries lower EVs again if you need to re-spread them (see Berries).</li>
        <li>Ranked ELO battles need the level 50 cap, so a level 50 team is enough to compete.</li>
        <li>Master rank players can use the EV editor on their own Pokémon, under the EV Editor Policy.</li>
      </ul>
    </>
  );
}

export function Berries() {
  return (
    <>
      <p>Berries grow from planted berries and are worth farming near your base.</p>
      <ul>
        <li>
          <strong>Healing</strong>: Oran and Sitrus restore HP; Lum cures any status condition.
        </li>
        <li>
          <strong>EV-reducing</strong>: Pomeg, Kelpsy, Qualot, Hondew, Grepa and Tamato each lower one stat's EVs.
        </li>
        <li>
          <strong>Battle items</strong>: many berries are useful held items, such as resist berries against a type.
        </li>
      </ul>
    </>
  );
}

export function Events() {
  return (
    <>
      <p>There is always something on:</p>
      <ul>
        <li>
          <strong>Vote parties</strong>: at 500 total votes the whole server gets a 30-minute 25x shiny boost and a
          random legendary-type spawn. <WikiLink to="/vote-links">Vote</WikiLink> to bring the next one closer.
        </li>
        <li>
          <strong>Tournaments</strong>: such as the <WikiLink to="/tournaments/founders-cup-1">Founders' Cup</WikiLink>{' '}
          and the <WikiLink to="/mid-season-doubles">Mid-Season Doubles Showdown</WikiLink>, with ranks, crate keys and
          converters as prizes.
        </li>
        <li>
          <strong>Seasons</strong>: gym badges, the Elite Four and the Champion title; see{' '}
          <WikiLink to="/season1">Season 1</WikiLink>.
        </li>
        <li>
          Community events are announced in Discord and listed on the <WikiLink to="/events">Events</WikiLink> page.
        </li>
      </ul>
    </>
  );
}
