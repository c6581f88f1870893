import { useRef, useState } from 'react';
import { formatSigned } from '@/domain/leaderboard/ranking';
import { formatCount } from '@/domain/shared/numbers';
import { Page } from '@/web/components/layout/page';
import type { TrainerProfile } from './api';
import { HeadToHeadPanel } from './head-to-head';
import { MatchList } from './match-list';
import { ProfileExtras } from './profile-extras';
import { RatingChart } from './rating-chart';
import { TrainerHead } from './trainer-head';

/** The line under the name, and the description a shared link shows: rank and rating first. */
export function profileSummary(p: TrainerProfile): string {
  const l = p.ladder;
  if (!l) return 'Not on the ladder yet: no rated match played.';
  return `Rank #${formatCount(l.rank)} of ${formatCount(l.totalPlayers)} · ${formatCount(l.rating)} rating · ${l.tier} tier · Top ${l.percentile}%`;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-surface p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-extrabold tabular-nums">{value}</dd>
    </div>
  );
}

export function ProfileView({ profile }: { profile: TrainerProfile }) {
  const [opponent, setOpponent] = useState<string | null>(null);
  const versus = useRef<HTMLDivElement>(null);
  // On a phone the panel is below the whole match list: a match's Head to head brings it to the player.
  const fromMatch = (name: string) => {
    setOpponent(name);
    const top = versus.current?.getBoundingClientRect().top;
    if (top !== undefined && (top < 0 || top > window.innerHeight / 2)) versus.current!.scrollIntoView();
  };
  const l = profile.ladder;
  const played = l ? l.wins + l.losses : 0;
  return (
    <Page title={profile.name} hideHeading>
      <header className="mb-6 flex items-center gap-4">
        <TrainerHead name={profile.name} />
        <div className="min-w-0">
          <h1 className="truncate text-3xl font-extrabold tracking-tight sm:text-4xl">{profile.name}</h1>
          <p className="mt-1 text-muted">{profileSummary(profile)}</p>
        </div>
      </header>
      {l && (
        <dl className="mb-8 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" aria-label="Ladder record">
          <Stat label="Rank" value={`#${formatCount(l.rank)}`} />
          <Stat label="Rating" value={formatCount(l.rating)} />
          <Stat label="Tier" value={l.tier} />
          <Stat label="Percentile" value={`Top ${l.percentile}%`} />
          <Stat label="Peak rating" value={formatCount(l.peakRating)} />
          <Stat label="Wins" value={formatCount(l.wins)} />
          <Stat label="Losses" value={formatCount(l.losses)} />
          <Stat label="Win rate" value={played ? `${Math.round((l.wins / played) * 100)}%` : '—'} />
          <Stat label="Streak" value={l.streak === 0 ? '—' : `${formatSigned(l.streak)} ${l.streak > 0 ? 'W' : 'L'}`} />
        </dl>
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-8">
          {l && <RatingChart profile={profile} />}
          <MatchList profile={profile} onHeadToHead={fromMatch} />
        </div>
        <div ref={versus} className="flex min-w-0 flex-col gap-8">
          <HeadToHeadPanel name={profile.name} opponent={opponent} onOpponent={setOpponent} />
          <ProfileExtras profile={profile} />
        </div>
      </div>
    </Page>
  );
}
