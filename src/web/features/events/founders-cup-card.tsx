import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { leagueDate } from '@/domain/shared/league-time';
import { useFoundersCup } from './api';

/** The first past event is always the completed Founders' Cup #1: fixed content, but its date from its record. */
export function FoundersCupCard() {
  const { data } = useFoundersCup();
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="founders-cup" aria-labelledby="founders-cup-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="secondary">Tournament</Badge>
        <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-bold text-muted">Completed</span>
      </div>
      <h3 id="founders-cup-title" className="flex items-center gap-2 text-lg font-bold">
        <Trophy className="h-5 w-5 text-accent" aria-hidden="true" />
        Founders&apos; Cup #1
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted">Date</dt>
          <dd className="font-semibold">{data ? leagueDate(data.startsAt) : '\u00a0'}</dd>
        </div>
        <div>
          <dt className="text-muted">Players</dt>
          <dd className="font-semibold">16 players</dd>
        </div>
        <div>
          <dt className="text-muted">Format</dt>
          <dd className="font-semibold">Single elimination, best of 3</dd>
        </div>
        <div>
          <dt className="text-muted">Final</dt>
          <dd className="font-semibold">2-1</dd>
        </div>
      </dl>
      <Button asChild variant="secondary" className="mt-auto">
        <Link to="/founders-1">View Results</Link>
      </Button>
    </Card>
  );
}
