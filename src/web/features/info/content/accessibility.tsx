import type { DocSection } from '../components/document-page';
import { SiteLink } from '../components/links';

export const ACCESSIBILITY_SECTIONS: readonly DocSection[] = [
  {
    id: 'commitment',
    title: 'Our commitment',
    body: (
      <p>
        Everyone should be able to follow the ladder, read the rules and reach staff. We build this website to meet the
        Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, and we check our pages with automated accessibility
        tests as well as by hand.
      </p>
    ),
  },
  {
    id: 'features',
    title: 'What the site supports',
    body: (
      <ul>
        <li>
          Keyboard navigation throughout, with a visible focus outline and a "Skip to content" link as the first stop on
          every page.
        </li>
        <li>
          One main heading per page and a logical heading order, so screen-reader users can jump between sections.
        </li>
        <li>Form fields with labels, and errors announced to screen readers as they appear.</li>
        <li>Links that open a new tab (vote sites, Discord, payments) say so to screen readers.</li>
        <li>
          A dark theme with text colours chosen for contrast, and layouts that work on phones and when zoomed to 200%.
        </li>
        <li>Animations are reduced when your system asks for reduced motion.</li>
      </ul>
    ),
  },
  {
    id: 'limitations',
    title: 'Known limitations',
    body: (
      <ul>
        <li>
          The Minecraft client and the Cobblemon mod are outside our control; their accessibility depends on Minecraft's
          own settings.
        </li>
        <li>Vote sites, Discord and Stripe's checkout are third-party services with their own accessibility.</li>
        <li>Skin head images show a player's look; the player's name is always written next to them.</li>
      </ul>
    ),
  },
  {
    id: 'feedback',
    title: 'Tell us about a barrier',
    body: (
      <p>
        If something on the site is hard to use with your setup, please tell us through{' '}
        <SiteLink to="/contact-support">Contact Support</SiteLink> (category "Technical") or file a{' '}
        <SiteLink to="/bug-reports">bug report</SiteLink>. Say which page, what you were trying to do and which browser
        or assistive technology you use. We treat accessibility problems as bugs and fix them.
      </p>
    ),
  },
];
