import { Link } from 'react-router';
import { ServerAddress } from '@/web/components/server-address';
import { ServerStatusLine } from '@/web/components/server-status/server-status-line';
import { StaticHtml } from '@/web/components/static-html';
import { BRAND, VERSION } from '@/web/lib/site';
import { JoinDiscordLink, OnlineCountText } from './online-widget';

const COLUMNS = [
  {
    title: 'Server Info',
    links: [
      ['/leaderboard', 'Leaderboard'],
      ['/gym-leaders', 'Gym Leaders'],
      ['/events', 'Events'],
      ['/community', 'Community'],
      ['/server-rules', 'Server Rules'],
      ['/getting-started', 'Getting Started'],
    ],
  },
  {
    title: 'Support',
    links: [
      ['/help-center', 'Help Center'],
      ['/bug-reports', 'Bug Reports'],
      ['/feature-requests', 'Feature Requests'],
      ['/contact-support', 'Contact Support'],
      ['/appeal-bans', 'Appeal Bans'],
      ['/report-players', 'Report Players'],
    ],
  },
  {
    title: 'Legal',
    links: [
      ['/terms-of-service', 'Terms of Service'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/cookie-policy', 'Cookie Policy'],
      ['/dmca-notice', 'DMCA Notice'],
      ['/refund-policy', 'Refund Policy'],
    ],
  },
] as const;

// Below everything on every page, and 1,240 px tall on a phone: laid out when it comes near the view (decision 024).
export function Footer() {
  return (
    <footer className="mt-16 border-t border-border bg-surface [contain-intrinsic-size:auto_78rem] [content-visibility:auto] lg:[contain-intrinsic-size:auto_33rem]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <p className="text-lg font-extrabold">{BRAND.name}</p>
          <p className="text-sm text-muted">
            A competitive Cobblemon server with paid pro gym leaders, seasons and tournaments.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <JoinDiscordLink className="w-fit">Join our Discord</JoinDiscordLink>
            <OnlineCountText />
          </div>
          {/* The game server's own state, by Server List Ping: "Server Online" only when it answers. */}
          <ServerStatusLine />
          <ServerAddress />
        </div>
        {COLUMNS.map((col) => (
          <StaticHtml as="nav" key={col.title} aria-label={col.title}>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-muted">{col.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {col.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className="hover:text-accent hover:underline">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </StaticHtml>
        ))}
      </div>
      <StaticHtml className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-muted md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-1">
            <p>
              © 2025 {BRAND.name}. All rights reserved. Version {VERSION}
            </p>
            <p>
              {BRAND.name} is not affiliated with, endorsed by or connected to Mojang Studios, Microsoft, Nintendo, The
              Pokémon Company, Game Freak or the Cobblemon team.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="rounded border border-border px-2 py-0.5 font-bold text-foreground">Ages 13+</span>
            <span>Multiplayer Online Game</span>
            <span>User Generated Content</span>
            <Link to="/accessibility" className="hover:text-accent hover:underline">
              Accessibility
            </Link>
            <Link to="/status-page" className="hover:text-accent hover:underline">
              Status Page
            </Link>
            <Link to="/careers" className="hover:text-accent hover:underline">
              Careers
            </Link>
          </div>
        </div>
      </StaticHtml>
    </footer>
  );
}
