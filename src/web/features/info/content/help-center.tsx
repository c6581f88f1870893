import type { LucideIcon } from 'lucide-react';
import { Bug, CreditCard, Gavel, Link2, Rocket, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { SiteLink } from '../components/links';

export interface HelpTopic {
  title: string;
  icon: LucideIcon;
  text: string;
  links: readonly (readonly [to: string, label: string])[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    title: 'Getting started',
    icon: Rocket,
    text: 'Install the modpack, join the server and learn the basics.',
    links: [
      ['/getting-started', 'Getting Started Guide'],
      ['/wiki', 'Player Wiki'],
      ['/server-rules', 'Server Rules'],
    ],
  },
  {
    title: 'Account and linking',
    icon: Link2,
    text: 'Sign in with Discord and link your Minecraft account with a one-time code.',
    links: [
      ['/wiki#faq', 'Wiki FAQ'],
      ['/privacy-policy', 'Privacy Policy'],
    ],
  },
  {
    title: 'Shop and billing',
    icon: CreditCard,
    text: 'Ranks, boosts, deliveries, subscriptions and refunds.',
    links: [
      ['/refund-policy', 'Refund Policy'],
      ['/ranks', 'Ranks'],
      ['/purchase-history', 'Purchase History'],
    ],
  },
  {
    title: 'Bans and appeals',
    icon: Gavel,
    text: 'Think a ban was a mistake? Tell us your side.',
    links: [
      ['/appeal-bans', 'Appeal Bans'],
      ['/server-rules', 'Server Rules'],
    ],
  },
  {
    title: 'Reporting players',
    icon: ShieldAlert,
    text: 'Cheating, harassment, griefing or scams: report it with evidence.',
    links: [['/report-players', 'Report Players']],
  },
  {
    title: 'Bugs and ideas',
    icon: Bug,
    text: 'Found something broken, or have an idea to make the server better?',
    links: [
      ['/bug-reports', 'Bug Reports'],
      ['/feature-requests', 'Feature Requests'],
    ],
  },
];

export const HELP_FAQ: readonly { question: string; answer: ReactNode }[] = [
  {
    question: 'How do I link my Minecraft account?',
    answer: (
      <p>
        Sign in with Discord, press <strong>Link Minecraft</strong> in the top bar and type the command it shows (
        <code>/link CODE</code>) in game before the code expires. The website picks up the link right away.
      </p>
    ),
  },
  {
    question: "My purchase hasn't arrived in game. What now?",
    answer: (
      <p>
        Items are delivered to the Minecraft account you confirmed at checkout. Join the server with that account and
        keep some inventory space free. If nothing arrives, check the status in your Purchase History and open a ticket
        in <SiteLink to="/contact-support">Contact Support</SiteLink> with the category "Billing".
      </p>
    ),
  },
  {
    question: 'Can I get a refund?',
    answer: (
      <p>
        Yes, within 14 days of the purchase if the item has not been used. Approved refunds take 5-10 business days to
        reach you. The <SiteLink to="/refund-policy">Refund Policy</SiteLink> has the details.
      </p>
    ),
  },
  {
    question: 'I was banned. How do I appeal?',
    answer: (
      <p>
        Send a <SiteLink to="/appeal-bans">ban appeal</SiteLink>. Ban appeals typically get a response within 24-72
        hours, and we make a decision within 5 business days.
      </p>
    ),
  },
  {
    question: 'How do I become a Gym Leader?',
    answer: (
      <p>
        Gym Leader is a paid, part-time role for players aged 18 or older. Read about it on the{' '}
        <SiteLink to="/careers">Careers</SiteLink> page and send the{' '}
        <SiteLink to="/gym-leader-application">Gym Leader Application</SiteLink>.
      </p>
    ),
  },
  {
    question: 'Who can play?',
    answer: (
      <p>
        Everyone aged 13 and up who follows the <SiteLink to="/server-rules">Server Rules</SiteLink>. Playing is free;
        the shop is optional.
      </p>
    ),
  },
];
