import { ChevronDown, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '@/web/components/layout/page';
import { StaticHtml } from '@/web/components/static-html';
import { Button } from '@/web/components/ui/button';
import { CTA } from './components/cta';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Prose } from '@/web/components/ui/prose';
import { HELP_FAQ, HELP_TOPICS } from './content/help-center';

export default function HelpCenterPage() {
  return (
    <Page
      title="Help Center"
      description="Answers to the questions players ask most, and the fastest way to reach our staff."
    >
      <StaticHtml as="section" aria-labelledby="topics-heading">
        <h2 id="topics-heading" className="mb-4 text-2xl font-bold">
          Browse by topic
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HELP_TOPICS.map((topic) => (
            <li key={topic.title}>
              <Card className="h-full">
                <CardHeader>
                  <topic.icon className="h-6 w-6 text-accent" aria-hidden="true" />
                  <CardTitle>{topic.title}</CardTitle>
                  <CardDescription>{topic.text}</CardDescription>
                </CardHeader>
                <CardContent>
                  <ul className="flex flex-col gap-1.5 text-sm">
                    {topic.links.map(([to, label]) => (
                      <li key={to}>
                        <Link to={to} className="text-accent underline-offset-4 hover:underline">
                          {label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </StaticHtml>

      <StaticHtml as="section" aria-labelledby="faq-heading" className="mt-12">
        <h2 id="faq-heading" className="mb-4 text-2xl font-bold">
          Frequently asked questions
        </h2>
        <div className="flex flex-col gap-3">
          {HELP_FAQ.map((item) => (
            <details key={item.question} className="group rounded-lg border border-border bg-surface">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold">
                {item.question}
                <ChevronDown
                  className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <Prose className="px-4 pb-4 text-sm">{item.answer}</Prose>
            </details>
          ))}
        </div>
      </StaticHtml>

      <StaticHtml as="section" aria-labelledby="contact-heading" className="mt-12">
        <Card className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
          <LifeBuoy className="h-10 w-10 shrink-0 text-accent" aria-hidden="true" />
          <div className="flex-1">
            <h2 id="contact-heading" className="text-xl font-bold">
              Still need help?
            </h2>
            <p className="mt-1 text-sm text-muted">
              Open a ticket and a staff member will get back to you as soon as possible. You need to be signed in with
              Discord.
            </p>
          </div>
          <Button asChild size="lg" className={CTA}>
            <Link to="/contact-support">Contact Support</Link>
          </Button>
        </Card>
      </StaticHtml>
    </Page>
  );
}
