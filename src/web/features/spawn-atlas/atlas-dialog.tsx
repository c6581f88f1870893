import type { ReactNode } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import type { AtlasEntry } from './api';
import { Stars } from './stars';

const list = (values: string[], none = 'None') => (values.length ? values.join(', ') : none);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 border-b border-border/60 py-2 text-sm last:border-0">
      <dt className="font-semibold text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Lines({ values, none = 'None' }: { values: string[]; none?: string }) {
  if (values.length === 0) return <>{none}</>;
  return (
    <ul className="space-y-1">
      {values.map((v) => (
        <li key={v}>{v}</li>
      ))}
    </ul>
  );
}

const sky = (v: boolean | null) => (v === null ? 'Either' : v ? 'Must see the sky' : 'Must be under cover');

/** Everything the atlas knows about one species' spawn; loaded only when a card is opened. */
export default function AtlasDialog({ entry, onClose }: { entry: AtlasEntry; onClose: () => void }) {
  const members = new Map(entry.biomeGroupMembers.map((m) => [m.group, m.biomes]));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="atlas-dialog">
        <DialogTitle className="text-2xl">{entry.name}</DialogTitle>
        <DialogDescription>{entry.lore || `${entry.category} spawn details`}</DialogDescription>
        {entry.addOns.length > 0 && (
          <p className="mt-3 rounded-md border border-accent/50 bg-accent/10 p-2 text-sm" data-testid="atlas-addons">
            <strong>Requires an add-on:</strong> {entry.addOns.join(', ')}
          </p>
        )}
        <dl className="mt-4">
          <Field label="Category">
            <Badge variant="secondary">{entry.category}</Badge>
          </Field>
          <Field label="Rarity">
            {entry.rarity}
            {entry.bucketChance !== null && <span className="text-muted"> ({entry.bucketChance}% bucket)</span>}
          </Field>
          <Field label="Stars">
            <Stars count={entry.stars} />
          </Field>
          <Field label="Level Range">{entry.level}</Field>
          <Field label="Spawn Weight">{entry.weight}</Field>
          <Field label="Time">{list(entry.time, 'Any')}</Field>
          <Field label="Weather">{list(entry.weather, 'Any')}</Field>
          <Field label="Context">{entry.context}</Field>
          <Field label="Biome Groups">
            <Lines
              none="Any"
              values={entry.biomeGroups.map((g) => (members.has(g) ? `${g} (${members.get(g)!.join(', ')})` : g))}
            />
          </Field>
          {entry.excluded.length > 0 && <Field label="Not In">{list(entry.excluded)}</Field>}
          <Field label="Sky">{sky(entry.canSeeSky)}</Field>
          <Field label="Altitude">{entry.yBounds ?? 'Any'}</Field>
          <Field label="Light Level">{entry.lightLevel ?? 'Any'}</Field>
          <Field label="Structures">{list(entry.structures)}</Field>
          <Field label="Required Blocks">{list(entry.blocks)}</Field>
          <Field label="Presets">{list(entry.presets)}</Field>
          <Field label="Spawn Boosts">
            <Lines values={entry.boosts} />
          </Field>
          <Field label="Spawn Variants">
            <Lines values={entry.variants} />
          </Field>
          <Field label="Notes">
            <Lines values={entry.notes} />
          </Field>
          <Field label="Lore">{entry.lore || 'None'}</Field>
        </dl>
      </DialogContent>
    </Dialog>
  );
}
