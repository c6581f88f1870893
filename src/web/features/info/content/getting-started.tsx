import { ServerAddress } from '@/web/components/server-address';
import { BRAND } from '@/web/lib/site';
import type { DocSection } from '../components/document-page';
import { ConfiguredLink, SiteLink } from '../components/links';

export const GETTING_STARTED_SECTIONS: readonly DocSection[] = [
  {
    id: 'join-discord',
    title: '1. Join our Discord',
    body: (
      <p>
        Our <ConfiguredLink to="discordInviteUrl">Discord</ConfiguredLink> is the heart of {BRAND.name}: the modpack is
        pinned there, and it is where gym leaders announce when they are online, where events are posted and where staff
        answer questions.
      </p>
    ),
  },
  {
    // The main menu's "How to join" links here.
    id: 'how-to-join',
    title: '2. How to join the server',
    live: true,
    body: (
      <>
        <ServerAddress className="mb-4" />
        <ol>
          <li>
            Install the {BRAND.name} modpack (Cobblemon on Fabric, for Minecraft Java Edition at the version shown
            above) with the launcher named in the Discord instructions.
          </li>
          <li>Start the game with the modpack's profile; the first start can take a few minutes.</li>
          <li>Choose Multiplayer, then Add Server, paste the server address above and join.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'first-steps',
    title: '3. Your first minutes in game',
    body: (
      <>
        <ul>
          <li>Pick your starter Pokémon when the menu opens.</li>
          <li>
            Press <strong>R</strong> to send out a Pokémon and <strong>N</strong> to open your party and box.
          </li>
          <li>
            Craft Poké Balls from <strong>4 Apricorns plus 1 ingot</strong>. Apricorns grow on Apricorn trees found in
            the wild.
          </li>
          <li>
            You start with <strong>1 Gym Token</strong>, which you use to challenge a gym.
          </li>
        </ul>
        <p>
          The <SiteLink to="/wiki#commands">command list</SiteLink> in the wiki covers homes, warps and the rest.
        </p>
      </>
    ),
  },
  {
    id: 'link-account',
    title: '4. Link your Minecraft account',
    body: (
      <p>
        Sign in on this website with Discord, press <strong>Link Minecraft</strong> in the top bar and type the command
        it shows you (<code>/link CODE</code>) in game. Linking puts your name on the leaderboard, lets you register for
        tournaments, and is required before you can buy anything in the shop.
      </p>
    ),
  },
  {
    id: 'compete',
    title: '5. Start competing',
    body: (
      <ul>
        <li>
          Challenge the <SiteLink to="/gym-leaders">Gym Leaders</SiteLink> to earn this season's badges. Collect all 9
          to challenge the Elite Four.
        </li>
        <li>
          Ranked ELO battles need your team at the level 50 cap. Climb the{' '}
          <SiteLink to="/leaderboard">Leaderboard</SiteLink> with every win.
        </li>
        <li>
          Sign up for tournaments and community events on the <SiteLink to="/events">Events</SiteLink> page.
        </li>
      </ul>
    ),
  },
  {
    id: 'help',
    title: '6. Vote, read up and ask for help',
    body: (
      <ul>
        <li>
          <SiteLink to="/vote-links">Vote for the server</SiteLink> every day for crate keys and to start vote parties.
        </li>
        <li>
          Read the <SiteLink to="/server-rules">Server Rules</SiteLink> and browse the{' '}
          <SiteLink to="/wiki">Player Wiki</SiteLink>.
        </li>
        <li>
          Stuck? The <SiteLink to="/help-center">Help Center</SiteLink> answers the common questions and takes you to
          support.
        </li>
      </ul>
    ),
  },
];
