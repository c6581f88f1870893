import { RefTable, WikiLink } from '../wiki-ui';

const FAQ = [
  {
    q: 'How do I link my Minecraft account to the website?',
    a: (
      <>
        Sign in with Discord, press Link Minecraft in the top bar and type the command it shows (<code>/link CODE</code>
        ) in game.
      </>
    ),
  },
  { q: 'What level do I need for ranked battles?', a: <>Ranked ELO battles need the level 50 cap.</> },
  {
    q: 'How do I get Gym Tokens?',
    a: (
      <>
        You start with 1. Ranks give more every month, the shop sells them, and every paid rank purchase gives 1 to
        every player.
      </>
    ),
  },
  {
    q: "My vote key didn't arrive. What should I do?",
    a: (
      <>
        Check that you typed your exact Minecraft username on the vote site and that your inventory has free space. If
        it still has not arrived, open a ticket in <WikiLink to="/contact-support">Contact Support</WikiLink>.
      </>
    ),
  },
  { q: 'Can I buy the Champion title?', a: <>No. Champion is earned via PvP and cannot be bought.</> },
  {
    q: 'What happens when my rank expires?',
    a: <>An expired rank loses all of its perks in game until you subscribe again.</>,
  },
  { q: 'How do I craft Poké Balls?', a: <>Combine 4 Apricorns with 1 ingot at a crafting table.</> },
  {
    q: 'Where do I report a bug or a rule breaker?',
    a: (
      <>
        Use <WikiLink to="/bug-reports">Bug Reports</WikiLink> for bugs and{' '}
        <WikiLink to="/report-players">Report Players</WikiLink> for rule breakers.
      </>
    ),
  },
];

export function Faq() {
  return (
    <>
      {FAQ.map(({ q, a }) => (
        <div key={q}>
          <h3>{q}</h3>
          <p>{a}</p>
        </div>
      ))}
    </>
  );
}

const CONTROLS = [
  ['R', 'Send out a Pokémon'],
  ['N', 'Open your party and box'],
] as const;

const COMMANDS = [
  ['/crates', 'Open your crate keys (or visit the spawn treasury)'],
  ['/link <code>', 'Link your Minecraft account to the website with the code it gives you'],
  ['/spawn', 'Return to spawn'],
  ['/warp <name>', 'Teleport to a public warp'],
  ['/sethome <name>, /home <name>', 'Save a home and go back to it'],
  ['/tpa <player>, /tpaccept', 'Ask to teleport to a player; accept a request'],
  ['/bal, /pay <player> <amount>', 'Check your balance; send money'],
  ['/healpokemon', 'Heal your party (Ace and above)'],
  ['/enderchest', 'Open your ender chest anywhere (Ace and above)'],
  ['/pc', 'Open your PC storage anywhere (Expert and above)'],
  ['/checkspawn', 'See which Pokémon can spawn where you stand (Expert and above)'],
  ['/fly', 'Toggle flight (Elite and above)'],
] as const;

export function Commands() {
  return (
    <>
      <h3>Controls</h3>
      <RefTable
        caption="Default key bindings"
        head={['Key', 'Action']}
        rows={CONTROLS.map(([k, v]) => [<kbd key={k}>{k}</kbd>, v])}
      />
      <h3>Commands</h3>
      <RefTable
        caption="Common commands"
        head={['Command', 'What it does']}
        rows={COMMANDS.map(([c, v]) => [<code key={c}>{c}</code>, v])}
      />
      <p>
        Type <code>/help</code> in game for every command available to you.
      </p>
    </>
  );
}
