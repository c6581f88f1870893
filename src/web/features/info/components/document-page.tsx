import type { ComponentProps, ReactNode } from 'react';
import { Page } from '@/web/components/layout/page';
import { StaticHtml } from '@/web/components/static-html';
import { Prose } from '@/web/components/ui/prose';

export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
  /** The section holds live data or state (the server address's Copy button): it hydrates, instead of StaticHtml. */
  live?: boolean;
}

/** The last revision of the legal and information texts. */
export const DOCUMENTS_UPDATED = 'October 1, 2025';

/**
 * A long-form page (legal text, guides): a table of contents of anchor links, then one
 * section per heading, each reachable at /page#id.
 */
export function DocumentPage({
  title,
  intro,
  sections,
  updated = DOCUMENTS_UPDATED,
  children,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly DocSection[];
  updated?: string | null;
  children?: ReactNode;
}) {
  return (
    <Page title={title} description={intro}>
      {updated && <p className="-mt-4 mb-8 text-sm text-muted">Last updated: {updated}</p>}
      <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
        <StaticHtml as="nav" aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-muted">On this page</h2>
          <ol className="flex flex-col gap-1.5 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-foreground/90 hover:text-accent hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </StaticHtml>
        <div className="flex min-w-0 flex-col gap-10">
          {sections.map((s) => {
            const Section = s.live ? LiveSection : StaticHtml;
            return (
              <Section
                as="section"
                key={s.id}
                id={s.id}
                aria-labelledby={`${s.id}-heading`}
                className="laid-out-near-view scroll-mt-24"
              >
                <h2 id={`${s.id}-heading`} className="mb-3 text-2xl font-bold">
                  {s.title}
                </h2>
                <Prose>{s.body}</Prose>
              </Section>
            );
          })}
          {children}
        </div>
      </div>
    </Page>
  );
}

function LiveSection({ as: _, ...attributes }: ComponentProps<'section'> & { as: 'section' }) {
  return <section {...attributes} />;
}
