import { useId, useState } from 'react';
import { leagueDate } from '@/domain/shared/league-time';
import { CHART_RANGES, chartPath, chartSummary, pointsInRange, type ChartRange } from '@/domain/trainers/rating-chart';
import { renderedAt } from '@/web/lib/page-data';
import { cn } from '@/web/lib/cn';
import type { TrainerProfile } from './api';

const [W, H] = [600, 200];

/**
 * The rating over time as an inline SVG (no chart library): a range switch (30 days, 90 days, the season), a sentence
 * that says what the line shows, and the same points as a table for screen readers and anyone who prefers one.
 */
export function RatingChart({ profile }: { profile: TrainerProfile }) {
  const [range, setRange] = useState<ChartRange>('30d');
  // The render that hydrates uses the server's clock, so it draws what the HTML shows.
  const [now] = useState(() => renderedAt() ?? Date.now());
  const label = CHART_RANGES.find((r) => r.key === range)!.label;
  const points = pointsInRange(profile.history, profile.historyFrom, range, profile.seasonStart, now);
  const { d, low, high } = chartPath(points, W, H);
  const summaryId = useId();
  return (
    <section aria-labelledby="rating-chart-heading" className="rounded-xl border border-border bg-surface p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="rating-chart-heading" className="text-xl font-bold">
          Rating over time
        </h2>
        <div role="group" aria-label="Chart range" className="flex gap-1">
          {CHART_RANGES.map((r) => (
            <button
              key={r.key}
              type="button"
              aria-pressed={range === r.key}
              onClick={() => setRange(r.key)}
              className={cn(
                'min-h-9 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent',
                range === r.key ? 'bg-accent text-black' : 'bg-surface-2 text-muted hover:text-foreground',
              )}
            >
              {r.label}
            </button>
          ))}
        </div>
      </div>
      <p id={summaryId} className="mb-2 text-sm text-muted" data-testid="chart-summary">
        {chartSummary(points, label)}
      </p>
      <div className="relative">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full"
          role="img"
          aria-labelledby={summaryId}
          preserveAspectRatio="none"
          style={{ aspectRatio: `${W} / ${H}` }}
        >
          <line x1="0" x2={W} y1={H - 1} y2={H - 1} stroke="currentColor" className="text-border" />
          <path
            d={d}
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            className="text-accent"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <span className="absolute top-0 left-1 text-xs text-muted" aria-hidden="true">
          {high}
        </span>
        <span className="absolute bottom-1 left-1 text-xs text-muted" aria-hidden="true">
          {low}
        </span>
      </div>
      <details className="mt-3 text-sm">
        {/* Padded to a 28 px target: a line of small text alone is too small to tap on a phone. */}
        <summary className="cursor-pointer py-1 text-muted">Show as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Rating after each rated match, {label}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Rating</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={i}>
                <td>{leagueDate(p.at)}</td>
                <td className="tabular-nums">{p.rating}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
