import { EV_EDITOR_POLICY } from '@/domain/shop/ranks';
import { BRAND } from '@/web/lib/site';
import type { DocSection } from '../components/document-page';
import { ConfiguredLink, SiteLink } from '../components/links';

const B = BRAND.name;

export const TERMS_SECTIONS: readonly DocSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    body: (
      <>
        <p>
          These terms govern your use of the {B} website and Minecraft server (together, "the service"). By signing in,
          joining the server or buying anything from us you agree to them, to our{' '}
          <SiteLink to="/server-rules">Server Rules</SiteLink> and to our{' '}
          <SiteLink to="/privacy-policy">Privacy Policy</SiteLink>. If you do not agree, please do not use the service.
        </p>
        <p>
          {B} is a community-run server. It is not affiliated with, endorsed by or connected to Mojang Studios,
          Microsoft, Nintendo, The Pokémon Company, Game Freak or the Cobblemon team. Minecraft and Pokémon names and
          assets belong to their owners.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use the service',
    body: (
      <>
        <p>
          The service is for players <strong>aged 13 and up</strong>. If you are under the age of majority where you
          live, you need a parent or guardian's permission to make purchases, and they are responsible for those
          purchases.
        </p>
        <p>Paid staff roles such as Gym Leader are open only to applicants aged 18 or older.</p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your accounts',
    body: (
      <>
        <p>
          You sign in to the website with Discord. You can link one Minecraft account to your website account with a
          one-time code that you type in game (<code>/link CODE</code>). A Minecraft account can be linked to only one
          website account at a time.
        </p>
        <ul>
          <li>Keep your Discord and Minecraft accounts secure: actions taken from them are treated as yours.</li>
          <li>Do not share, sell or trade accounts, and do not use another player's account.</li>
          <li>
            Tell us through <SiteLink to="/contact-support">Contact Support</SiteLink> if you think your account has
            been compromised.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Conduct',
    body: (
      <p>
        You agree to follow the <SiteLink to="/server-rules">Server Rules</SiteLink> in game, on the website and in our
        Discord. In short: no cheating or exploiting, no harassment or hate, no griefing, no scams and no ban evasion.
        Staff may remove content and act on accounts that break the rules, as described under Enforcement below.
      </p>
    ),
  },
  {
    id: 'purchases',
    title: 'Purchases, ranks and virtual items',
    body: (
      <>
        <p>
          The shop sells ranks, boosts, cosmetic keys, gym tokens, the premium battle pass and similar virtual items.
          Prices are in US dollars. Payment is taken by Stripe on its hosted checkout page; we never see or store your
          card details.
        </p>
        <ul>
          <li>
            Items are delivered in game to the Minecraft account linked at checkout, so you must link and confirm your
            Minecraft username first.
          </li>
          <li>Part of every purchase goes to the gym leader you choose to support at checkout.</li>
          <li>
            Virtual items and in-game currency have no cash value, are licensed to you for use on {B} only, and cannot
            be sold, transferred or exchanged for money.
          </li>
          <li>
            Ranks are monthly or annual subscriptions. They renew until you cancel, which you can do at any time from
            the <ConfiguredLink to="customerPortalUrl">Customer Portal</ConfiguredLink>. An expired rank loses all of
            its perks in game.
          </li>
          <li>Champion is a title earned through PvP. It cannot be bought.</li>
        </ul>
        <p>
          Refunds are covered by our <SiteLink to="/refund-policy">Refund Policy</SiteLink>.
        </p>
      </>
    ),
  },
  {
    id: 'ev-editor',
    title: 'EV editor (Master rank)',
    body: (
      <>
        <p>The Master rank includes an EV editor. {EV_EDITOR_POLICY.summary}</p>
        <ul>
          {EV_EDITOR_POLICY.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'What you send us',
    body: (
      <>
        <p>
          When you submit a form, application, report or file you confirm that you have the right to share it, and you
          allow us to store and use it to run the service (for example, to review an application or investigate a
          report). Do not upload content that you do not own or that is unlawful. Copyright owners can use our{' '}
          <SiteLink to="/dmca-notice">DMCA Notice</SiteLink> procedure.
        </p>
        <p>
          Builds, names and chat messages on the server must follow the Server Rules; staff may remove anything that
          does not.
        </p>
      </>
    ),
  },
  {
    id: 'enforcement',
    title: 'Enforcement and appeals',
    body: (
      <>
        <p>
          Staff may warn, mute, suspend or ban accounts, remove items gained by exploits, and revoke perks that were
          abused. Serious offences can lead to an immediate permanent ban. Purchases lost because of a ban for breaking
          the rules are not refunded.
        </p>
        <p>
          You may appeal any ban through the <SiteLink to="/appeal-bans">Ban Appeal</SiteLink> form. Staff typically
          reply within 24-72 hours, and we make an <strong>appeal decision within 5 business days</strong>.
        </p>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the game',
    body: (
      <p>
        We work hard to keep the server and website online, and we post incidents and maintenance on the{' '}
        <SiteLink to="/status-page">System Status</SiteLink> page, but the service is provided "as is" without a
        guarantee of uptime. We may change, balance or retire game features, events and seasonal content (such as badges
        and Elite Four standings, which belong to their season) to keep the game fair and fun.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        To the extent the law allows, {B} and its staff are not liable for indirect or consequential losses, or for loss
        of virtual items caused by events outside our reasonable control. Our total liability to you is limited to the
        amount you paid us for the service. Nothing in these terms limits rights you have as a consumer that cannot be
        limited by law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We give at least <strong>30 days' notice</strong> of material changes to these terms by announcing them in our
        Discord and on this page. If you keep using the service after the changes take effect, you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Use <SiteLink to="/contact-support">Contact Support</SiteLink> or ask staff in our{' '}
        <ConfiguredLink to="discordInviteUrl">Discord</ConfiguredLink>.
      </p>
    ),
  },
];
