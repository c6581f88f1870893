import { BUG_SEVERITIES } from '@/domain/forms/enums';
import { BUG_SEVERITY_LABELS } from '@/domain/forms/labels';
import { bugReportSchema, SUPPORT_MESSAGES, type BugReportInput } from '@/domain/forms/support';
import { Input, Select, Textarea } from '@/web/components/ui/form-controls';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { SupportFormPage } from './support-form-page';
import { useSupportForm } from './use-support-form';

const EMPTY: BugReportInput = {
  title: '',
  severity: '' as BugReportInput['severity'],
  description: '',
  stepsToReproduce: '',
  expectedBehavior: '',
  actualBehavior: '',
  minecraftVersion: '',
  modVersion: '',
};

export default function BugReportPage() {
  const { form, onSubmit, submitting } = useSupportForm({
    schema: bugReportSchema,
    path: '/api/bug-reports',
    empty: EMPTY,
    success: { title: SUPPORT_MESSAGES.bugSuccess },
    failure: SUPPORT_MESSAGES.otherFailure,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const err = (k: keyof BugReportInput) => errors[k]?.message;

  return (
    <SupportFormPage
      title="Bug Reports"
      description="Found something broken on the server or the website? Tell us how to see it and we will fix it."
      gateMessage="Please sign in with Discord to submit a bug report."
      formLabel="Bug report"
      submitLabel="Submit Bug Report"
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <FormField id="bug-title" label="Title" required error={err('title')}>
        <Input
          required
          maxLength={200}
          placeholder="Short summary of the bug"
          {...controlProps('bug-title', err('title'))}
          {...register('title')}
        />
      </FormField>
      <FormField id="bug-severity" label="Severity" required error={err('severity')}>
        <Select required {...controlProps('bug-severity', err('severity'))} {...register('severity')}>
          <option value="">Select severity</option>
          {BUG_SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {BUG_SEVERITY_LABELS[s]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="bug-description" label="Description" required error={err('description')}>
        <Textarea
          required
          rows={4}
          maxLength={5000}
          placeholder="What went wrong?"
          {...controlProps('bug-description', err('description'))}
          {...register('description')}
        />
      </FormField>
      <FormField id="bug-steps" label="Steps to Reproduce" error={err('stepsToReproduce')}>
        <Textarea
          rows={4}
          maxLength={5000}
          placeholder={'1. Go to...\n2. Click on...\n3. See the error'}
          {...controlProps('bug-steps', err('stepsToReproduce'))}
          {...register('stepsToReproduce')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="bug-expected" label="Expected Behavior" error={err('expectedBehavior')}>
          <Textarea
            rows={3}
            maxLength={2000}
            {...controlProps('bug-expected', err('expectedBehavior'))}
            {...register('expectedBehavior')}
          />
        </FormField>
        <FormField id="bug-actual" label="Actual Behavior" error={err('actualBehavior')}>
          <Textarea
            rows={3}
            maxLength={2000}
            {...controlProps('bug-actual', err('actualBehavior'))}
            {...register('actualBehavior')}
          />
        </FormField>
        <FormField id="bug-mc-version" label="Minecraft Version" error={err('minecraftVersion')}>
          <Input
            maxLength={50}
            placeholder="e.g. 1.21.1"
            {...controlProps('bug-mc-version', err('minecraftVersion'))}
            {...register('minecraftVersion')}
          />
        </FormField>
        <FormField id="bug-mod-version" label="Mod Version" error={err('modVersion')}>
          <Input
            maxLength={50}
            placeholder="e.g. Cobblemon 1.6.0"
            {...controlProps('bug-mod-version', err('modVersion'))}
            {...register('modVersion')}
          />
        </FormField>
      </div>
    </SupportFormPage>
  );
}
