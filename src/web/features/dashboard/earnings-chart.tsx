import { useId } from 'react';
import { formatUsd } from '@/domain/shared/numbers';
import type { DashboardView } from '@/domain/dashboard/schemas';
import { Card } from '@/web/components/ui/card';

const W = 600;
const H = 180;
const PAD = 24;

const weekLabel = (weekStart: string) =>
  new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Net earnings per week as a small SVG bar chart (no chart library: twelve bars do not need one). The
 * picture has a one-line summary for screen readers, and the same figures are one click away as a table.
 */
export function EarningsChart({ weeks }: { weeks: DashboardView['weeks'] }) {
  const titleId = useId();
  const values = weeks.map((w) => w.earningsCents);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const y = (v: number) => PAD + ((top - v) / span) * (H - 2 * PAD);
  const slot = (W - 2 * PAD) / Math.max(weeks.length, 1);
  const total = values.reduce((a, b) => a + b, 0);
  const summary = `Earnings by week over the last ${weeks.length} weeks: ${formatUsd(total)} in all, at most ${formatUsd(top)} in one week.`;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">Earnings by week</h2>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} className="mt-3 h-auto w-full">
        <title id={titleId}>{summary}</title>
        <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} className="stroke-border" strokeWidth={1} />
        {weeks.map((w, i) => {
          const v = w.earningsCents;
          const x = PAD + i * slot + slot * 0.15;
          return (
            <g key={w.weekStart}>
              <rect
                x={x}
                y={Math.min(y(v), y(0))}
                width={slot * 0.7}
                height={Math.max(Math.abs(y(v) - y(0)), v === 0 ? 0 : 1)}
                rx={3}
                className={v < 0 ? 'fill-danger' : 'fill-accent'}
              >
                <title>{`Week of ${weekLabel(w.weekStart)}: ${formatUsd(v)}`}</title>
              </rect>
              {i % 2 === weeks.length % 2 ? null : (
                <text x={x + slot * 0.35} y={H - 6} textAnchor="middle" className="fill-muted text-[11px]">
                  {weekLabel(w.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted">Show as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Earnings by week</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col">Week of</th>
              <th scope="col" className="text-right">
                Earnings
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart} className="border-t border-border">
                <td>{weekLabel(w.weekStart)}</td>
                <td className="text-right tabular-nums">{formatUsd(w.earningsCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Card>
  );
}
