import { Check, Hash, Share2, Sparkles, X } from 'lucide-react';
import { Page } from '@/web/components/layout/page';
import { Card } from '@/web/components/ui/card';
import { StaticHtml } from '@/web/components/static-html';
import { JoinDiscordLink } from '@/web/components/layout/online-widget';
import { CHANNELS, COMMUNITY_STATS, ENCOURAGED, NOT_ALLOWED, PROGRAMS, SOCIALS } from './content';

/** A section of the page; all but the one with the live Discord link keep their prerendered HTML. */
function Section({
  id,
  title,
  live,
  children,
}: {
  id: string;
  title: string;
  live?: boolean;
  children: React.ReactNode;
}) {
  const content = (
    <>
      <h2 id={id} className="mb-4 text-2xl font-extrabold">
        {title}
      </h2>
      {children}
    </>
  );
  return live ? (
    <section aria-labelledby={id} className="mb-12">
      {content}
    </section>
  ) : (
    <StaticHtml as="section" aria-labelledby={id} className="mb-12">
      {content}
    </StaticHtml>
  );
}

export default function CommunityPage() {
  return (
    <Page
      title="Community"
      description="Trainers from everywhere, one server. Here is where we meet, how we help each other and the rules we play by."
    >
      <dl className="mb-12 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {COMMUNITY_STATS.map((s) => (
          <div
            key={s.label}
            className="flex flex-col-reverse rounded-xl border border-border bg-surface p-5 text-center"
          >
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="text-3xl font-extrabold">{s.value}</dd>
          </div>
        ))}
      </dl>

      <Section id="channels" title="Discord Channels" live>
        <ul className="grid gap-3 sm:grid-cols-2">
          {CHANNELS.map((c) => (
            <li key={c.name} className="flex gap-3 rounded-lg border border-border bg-surface p-4">
              <Hash className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
              <div>
                <p className="font-semibold">{c.name}</p>
                <p className="text-sm text-muted">{c.about}</p>
              </div>
            </li>
          ))}
        </ul>
        <JoinDiscordLink className="mt-4 h-10 px-5 text-sm">Join the Discord</JoinDiscordLink>
      </Section>

      <Section id="programs" title="Community Programs">
        <div className="grid gap-4 sm:grid-cols-2">
          {PROGRAMS.map((p) => (
            <Card key={p.title} className="p-5">
              <h3 className="flex items-center gap-2 font-bold">
                <Sparkles className="h-4 w-4 text-accent" aria-hidden="true" />
                {p.title}
              </h3>
              <p className="mt-2 text-sm text-muted">{p.text}</p>
            </Card>
          ))}
        </div>
        <p className="mt-3 text-sm text-muted">To take part, ask in #support on Discord.</p>
      </Section>

      <Section id="socials" title="Follow Us">
        <ul className="flex flex-wrap gap-2">
          {SOCIALS.map((s) => (
            <li
              key={s}
              className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm"
            >
              <Share2 className="h-4 w-4 text-muted" aria-hidden="true" />
              {s} <span className="text-xs text-muted">(coming soon)</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="guidelines" title="Community Guidelines">
        <div className="grid gap-4 md:grid-cols-2">
          <Card className="p-5">
            <h3 className="mb-3 font-bold text-success">Encouraged</h3>
            <ul className="flex flex-col gap-2 text-sm">
              {ENCOURAGED.map((g) => (
                <li key={g} className="flex gap-2">
                  <Check className="h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                  {g}
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-5">
            <h3 className="mb-3 font-bold text-danger">Not Allowed</h3>
            <ul className="flex flex-col gap-2 text-sm">
              {NOT_ALLOWED.map((g) => (
                <li key={g} className="flex gap-2">
                  <X className="h-4 w-4 shrink-0 text-danger" aria-hidden="true" />
                  {g}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>
    </Page>
  );
}
