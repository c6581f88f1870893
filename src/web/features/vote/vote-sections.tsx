import { AlertTriangle, Gift, KeyRound, MousePointerClick, PartyPopper, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { StaticHtml } from '@/web/components/static-html';
import { Card } from '@/web/components/ui/card';
import { VOTE_CRATE_REWARDS, VOTE_PARTY, formatChance } from '@/domain/vote/rewards';

/** A section of the vote page: all of it is the same for everybody, so it keeps its prerendered HTML. */
export function VoteSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <StaticHtml as="section" id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </StaticHtml>
  );
}

const STEPS: readonly { icon: LucideIcon; title: string; text: ReactNode }[] = [
  {
    icon: MousePointerClick,
    title: '1. Click and vote',
    text: 'Pick a vote site above, enter your Minecraft username and submit your vote.',
  },
  {
    icon: KeyRound,
    title: '2. Receive vote keys in game',
    text: 'Each vote gives you a vote key, delivered to you in game.',
  },
  {
    icon: Gift,
    title: '3. Claim your rewards',
    text: (
      <>
        Claim rewards with the <code className="rounded bg-surface-2 px-1.5 py-0.5">/crates</code> command or at the
        spawn treasury.
      </>
    ),
  },
];

export function HowItWorks() {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {STEPS.map((step) => (
        <li key={step.title}>
          <Card className="h-full p-5">
            <step.icon className="h-7 w-7 text-accent" aria-hidden="true" />
            <h3 className="mt-3 font-bold">{step.title}</h3>
            <p className="mt-1 text-sm text-foreground/90">{step.text}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

export function RewardTable() {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 text-left text-base font-bold">Vote crate rewards</caption>
        <thead>
          <tr className="border-b border-border text-muted">
            <th scope="col" className="px-4 py-2 font-semibold">
              Reward
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Chance
            </th>
          </tr>
        </thead>
        <tbody>
          {VOTE_CRATE_REWARDS.map((r) => (
            <tr key={r.reward} className="border-b border-border last:border-0">
              <th scope="row" className="px-4 py-2 font-medium">
                {r.reward}
              </th>
              <td className="px-4 py-2 text-right font-semibold tabular-nums text-accent">
                {formatChance(r.chancePercent)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function VotePartyCard() {
  return (
    <Card className="h-full p-5">
      <PartyPopper className="h-7 w-7 text-accent" aria-hidden="true" />
      <h3 className="mt-3 text-lg font-bold">Vote party</h3>
      <p className="mt-2 text-sm text-foreground/90">
        Every vote on every site counts toward the next vote party. At{' '}
        <strong>{VOTE_PARTY.votesNeeded} total votes</strong> the whole server celebrates:
      </p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-foreground/90">
        <li>
          A {VOTE_PARTY.shinyBoostMinutes}-minute server-wide shiny boost ({VOTE_PARTY.shinyBoostMultiplier} times the
          normal shiny chance)
        </li>
        <li>A random legendary-type spawn</li>
      </ul>
      <p className="mt-3 text-sm text-muted">Be online when the party starts to make the most of it.</p>
    </Card>
  );
}

export function InventoryWarning() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-accent/60 bg-accent/10 p-4">
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
      <div className="text-sm">
        <p className="font-bold text-foreground">Keep inventory space free</p>
        <p className="mt-1 text-foreground/90">
          Vote keys and crate rewards go straight into your inventory. Make sure you have free slots before you vote and
          before you open a crate, or your rewards may not fit.
        </p>
      </div>
    </div>
  );
}

export function Instructions() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <ol className="list-decimal space-y-2 pl-6 text-foreground/90">
        <li>Check the exact spelling of your Minecraft username: rewards go to the name you type.</li>
        <li>Open a vote site from the list above. It opens in a new tab, so this page stays open.</li>
        <li>Type your Minecraft username, complete the captcha and submit your vote.</li>
        <li>
          Back in game, your vote key arrives in your inventory. Vote while you are online so it reaches you straight
          away.
        </li>
        <li>
          Open your keys with <code className="rounded bg-surface-2 px-1.5 py-0.5">/crates</code> or at the spawn
          treasury.
        </li>
        <li>
          Repeat on every site in the list: each one counts as a separate vote. Most sites let you vote again every 24
          hours.
        </li>
      </ol>
      <InventoryWarning />
    </div>
  );
}
