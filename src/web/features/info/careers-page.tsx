import { Link } from 'react-router';
import { Page } from '@/web/components/layout/page';
import { StaticHtml } from '@/web/components/static-html';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { CTA } from './components/cta';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { BRAND } from '@/web/lib/site';
import { ROLES, type Role } from './content/careers';

function RoleCard({ role }: { role: Role }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          {role.tags.map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
        </div>
        <CardTitle as="h2" id={`${role.id}-title`} className="mt-2 text-xl">
          {role.title}
        </CardTitle>
        <CardDescription>{role.summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 text-sm">
        <h3 className="font-semibold">What you'll do</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-foreground/90">
          {role.duties.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
        <h3 className="mt-4 font-semibold">What we look for</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-foreground/90">
          {role.lookingFor.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild className={`w-full ${CTA}`}>
          <Link to="/contact-support">
            Apply<span className="sr-only"> for {role.title}</span>
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export default function CareersPage() {
  return (
    <Page
      title="Join Our Team"
      description={`${BRAND.name} is run by players for players. Help us build the best competitive Cobblemon community.`}
    >
      <StaticHtml as="ul" className="grid gap-6 md:grid-cols-3" aria-label="Open roles">
        {ROLES.map((role) => (
          <li key={role.id}>
            <RoleCard role={role} />
          </li>
        ))}
      </StaticHtml>
      <section aria-labelledby="how-to-apply" className="mt-12 max-w-3xl">
        <h2 id="how-to-apply" className="text-2xl font-bold">
          How to apply
        </h2>
        <p className="mt-3 text-foreground/90">
          Press Apply to open a support ticket (sign in with Discord first). Choose the category that fits the role,
          name the role in the subject, and tell us about yourself and your experience, with links to your work if you
          have them. We contact shortlisted applicants through Discord.
        </p>
        <p className="mt-3 text-foreground/90">
          Want to lead a gym right away? You can also send the full{' '}
          <Link to="/gym-leader-application" className="text-accent underline underline-offset-4 hover:no-underline">
            Gym Leader Application
          </Link>
          .
        </p>
      </section>
    </Page>
  );
}
