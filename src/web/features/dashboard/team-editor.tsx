import { useState } from 'react';
import { Plus, Save } from 'lucide-react';
import {
  LEADER_MOVES_MAX,
  LEADER_TEAM_MAX,
  LEADER_TEAM_TEXT,
  type LeaderTeamMember,
} from '@/domain/dashboard/leader-team';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FieldError } from '@/web/components/ui/form-controls';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ApiError } from '@/web/lib/api';
import { toast } from '@/web/lib/notify';
import { TeamMemberFields, type Draft } from './team-member-fields';
import { useOwnTeam, usePublishTeam } from './tools-api';

const blank = (): Draft => ({ species: '', level: '50', heldItem: '', ability: '', moves: ['', '', '', ''] });
const draftOf = (m: LeaderTeamMember): Draft => ({
  species: m.species,
  level: String(m.level),
  heldItem: m.heldItem ?? '',
  ability: m.ability,
  moves: Array.from({ length: LEADER_MOVES_MAX }, (_, k) => m.moves[k] ?? ''),
});
const toInput = (d: Draft) => ({
  species: d.species,
  level: Number(d.level),
  heldItem: d.heldItem,
  ability: d.ability,
  moves: d.moves.filter((m) => m.trim() !== ''),
});

function Editor({ leaderId, initial }: { leaderId: string; initial: Draft[] }) {
  const publish = usePublishTeam(leaderId);
  const [team, setTeam] = useState<Draft[]>(initial.length ? initial : [blank()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (i: number, d: Draft) => setTeam((t) => t.map((m, k) => (k === i ? d : m)));
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        publish.mutate(
          { members: team.map(toInput) },
          {
            onSuccess: () => {
              setErrors({});
              toast.success(LEADER_TEAM_TEXT.published);
            },
            onError: (err) => {
              setErrors(err instanceof ApiError ? (err.fields ?? {}) : {});
              toast.error(err instanceof ApiError ? err.message : 'Could not publish your team.');
            },
          },
        );
      }}
    >
      {team.map((d, i) => (
        <TeamMemberFields
          key={i}
          index={i}
          draft={d}
          errors={errors}
          onChange={(next) => change(i, next)}
          onRemove={team.length > 1 ? () => setTeam((t) => t.filter((_, k) => k !== i)) : undefined}
        />
      ))}
      <FieldError id="team-error" message={errors.members} />
      <div className="flex flex-wrap gap-2">
        {team.length < LEADER_TEAM_MAX && (
          <Button type="button" variant="secondary" onClick={() => setTeam((t) => [...t, blank()])}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Pokémon
          </Button>
        )}
        <Button type="submit" loading={publish.isPending}>
          {!publish.isPending && <Save className="h-4 w-4" aria-hidden="true" />}
          Publish team
        </Button>
      </div>
    </form>
  );
}

/** The leader publishes up to six Pokémon: what "View Loadout" shows to everybody. */
export function TeamEditor({ leaderId }: { leaderId: string }) {
  const team = useOwnTeam(leaderId);
  return (
    <Card data-testid="team-editor">
      <CardHeader>
        <CardTitle as="h2">Your team</CardTitle>
        <CardDescription>
          Up to {LEADER_TEAM_MAX} Pokémon of your gym's element. Players see it under View Loadout.
          {team.data?.team && ` Published ${new Date(team.data.team.publishedAt).toLocaleString()}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {team.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : team.isError ? (
          <p role="alert" className="text-danger">
            {team.error.message}
          </p>
        ) : (
          <Editor leaderId={leaderId} initial={(team.data.team?.members ?? []).map(draftOf)} />
        )}
      </CardContent>
    </Card>
  );
}
