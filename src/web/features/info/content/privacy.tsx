import { BRAND } from '@/web/lib/site';
import type { DocSection } from '../components/document-page';
import { OutLink, SiteLink } from '../components/links';

const B = BRAND.name;

export const PRIVACY_SECTIONS: readonly DocSection[] = [
  {
    id: 'summary',
    title: 'The short version',
    body: (
      <ul>
        <li>
          We store what we need to run your account, the game's public records, your requests to staff and your
          purchases.
        </li>
        <li>Card payments are handled by Stripe: your card data never touches our servers.</li>
        <li>
          We set one session cookie to keep you signed in. We use no analytics, advertising or other third-party
          trackers.
        </li>
        <li>We do not sell your data, and you can ask us to delete it.</li>
      </ul>
    ),
  },
  {
    id: 'discord',
    title: 'When you sign in with Discord',
    body: (
      <p>
        Signing in is done through Discord; we never see your Discord password. Discord gives us your{' '}
        <strong>Discord user id</strong>, your <strong>username</strong>, your <strong>avatar</strong> and your{' '}
        <strong>email address</strong>. We use them to create your account, show your name and avatar on the site, and
        contact you about your requests, applications and purchases.
      </p>
    ),
  },
  {
    id: 'minecraft',
    title: 'Your Minecraft account and game records',
    body: (
      <>
        <p>
          When you link your Minecraft account with a one-time code, we store its <strong>UUID</strong> and{' '}
          <strong>name</strong> with your account. Our game server reports game events for that Minecraft account to the
          website: battle results and ladder ratings, gym badges, and whether a gym leader is online.
        </p>
        <p>
          Leaderboards, match results, badges, tournament brackets and gym leader profiles are public by design: they
          show Minecraft names, skin heads and results to everyone who visits the site.
        </p>
      </>
    ),
  },
  {
    id: 'forms',
    title: 'Forms and uploaded files',
    body: (
      <>
        <p>
          When you send a form we store what you wrote together with your account: support tickets, bug reports, feature
          requests, ban appeals, player reports (including the evidence links you add), tournament registrations
          (Minecraft name, Discord tag, email, timezone and team) and Gym Leader applications (including your name,
          email, timezone, age confirmation, availability and answers).
        </p>
        <p>
          Files you upload with an application (PDF or images) are kept in our own file storage. Only staff who handle a
          request can read it; the player you report is not told who reported them.
        </p>
      </>
    ),
  },
  {
    id: 'purchases',
    title: 'Purchases',
    body: (
      <>
        <p>
          Payments go through Stripe's hosted checkout. You enter your card details on Stripe's page, so{' '}
          <strong>card data never touches our servers</strong>. Stripe tells us whether a payment succeeded.
        </p>
        <p>
          We keep a record of each purchase: the items and amounts, its status, the Stripe session id, the Minecraft
          username the items are delivered to, the gym leader you chose to support, and the confirmations you ticked at
          checkout. Stripe's own handling of your payment is described in the{' '}
          <OutLink href="https://stripe.com/privacy">Stripe Privacy Policy</OutLink>.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use <strong>a session cookie only</strong>: it is httpOnly (scripts on the page cannot read it) and keeps you
        signed in. A short-lived companion cookie protects the Discord sign-in itself. Your shopping cart is kept in
        your browser's local storage. There are no analytics, advertising or social-media trackers. Details are in our{' '}
        <SiteLink to="/cookie-policy">Cookie Policy</SiteLink>.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Other services your browser contacts',
    body: (
      <ul>
        <li>
          <strong>mc-heads.net</strong>: Minecraft skin head images are loaded from mc-heads.net by Minecraft name. Like
          any web request, it sees your IP address and which image was asked for.
        </li>
        <li>
          <strong>Discord</strong>: when you sign in or follow an invite link. The online count on our pages is fetched
          by our server, not by your browser.
        </li>
        <li>
          <strong>Stripe</strong>: when you check out or open the Customer Portal.
        </li>
        <li>
          <strong>Vote sites</strong>: when you open one from the vote page; they have their own privacy policies.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To run your account, link it to Minecraft and deliver what you buy in game.</li>
        <li>To run leaderboards, gyms, seasons and tournaments, and pay gym leaders their share of purchases.</li>
        <li>To answer support tickets, review applications and appeals, and moderate the community.</li>
        <li>
          To keep the service secure: our servers log requests (including IP addresses) to stop abuse and fix problems.
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We do not sell or rent your personal data. It is seen by {B} staff who need it for their work, by Stripe for
        payments, and by our hosting providers who store it for us. We disclose information to authorities only when the
        law requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        Account data is kept while your account exists. Purchase records are kept as long as accounting and tax rules
        require. Form submissions and moderation records are kept as long as needed to handle them and to keep a fair
        history of warnings and bans. Sessions end when you sign out or when they expire.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your choices and rights',
    body: (
      <p>
        You can ask for a copy of your data, ask us to correct it, or ask us to delete your account through{' '}
        <SiteLink to="/contact-support">Contact Support</SiteLink>. Some records (purchases, bans) may be kept where the
        law or fair moderation requires it; we will tell you if so. Depending on where you live you may also complain to
        your data protection authority.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The service is for players aged 13 and up. If we learn that we hold data about a child under 13, we delete it.
        Parents and guardians can contact us through <SiteLink to="/contact-support">Contact Support</SiteLink>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We give at least 30 days' notice of material changes to this policy by announcing them in our Discord and on
        this page.
      </p>
    ),
  },
];
