import { voteSiteInputSchema, type VoteSite, type VoteSiteInput } from '@/domain/vote/sites';
import { EditorForm, useEditor } from '@/web/components/staff/editor-form';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/form-controls';
import { useVoteSiteChange, type VoteSiteChange } from './api';

const defaults = (site: VoteSite | null): VoteSiteInput => ({
  name: site?.name ?? '',
  url: site?.url ?? '',
  rewardNote: site?.rewardNote ?? '',
});

/** Add or edit a vote site; the same schema checks it here and on the server (https links only). */
export function VoteSiteForm({ site, onDone }: { site: VoteSite | null; onDone: () => void }) {
  const { form, editor } = useEditor(voteSiteInputSchema, defaults(site), useVoteSiteChange(), {
    variables: (values): VoteSiteChange =>
      site ? { kind: 'edit', id: site.id, site: values } : { kind: 'add', site: values },
    saved: (values) => [site ? 'Vote site saved' : 'Vote site added', values.name],
    failed: 'Could not save the vote site',
    onDone,
  });
  const errors = form.formState.errors;
  return (
    <EditorForm editor={editor} submitLabel={site ? 'Save vote site' : 'Add vote site'}>
      <FormField id="vote-site-name" label="Name" required error={errors.name?.message}>
        <Input {...controlProps('vote-site-name', errors.name?.message)} maxLength={60} {...form.register('name')} />
      </FormField>
      <FormField
        id="vote-site-url"
        label="Address"
        required
        hint="The league's vote page on that site, starting with https://."
        error={errors.url?.message}
      >
        <Input
          {...controlProps('vote-site-url', errors.url?.message, true)}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={500}
          {...form.register('url')}
        />
      </FormField>
      <FormField
        id="vote-site-note"
        label="Reward note (optional)"
        hint="Shown on the card, e.g. 1 vote key per vote, every 24 hours."
        error={errors.rewardNote?.message}
      >
        <Input
          {...controlProps('vote-site-note', errors.rewardNote?.message, true)}
          maxLength={120}
          {...form.register('rewardNote')}
        />
      </FormField>
    </EditorForm>
  );
}
