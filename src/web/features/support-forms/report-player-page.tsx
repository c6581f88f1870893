import { Controller } from 'react-hook-form';
import { REPORT_TYPES } from '@/domain/forms/enums';
import { REPORT_TYPE_LABELS } from '@/domain/forms/labels';
import { playerReportSchema, SUPPORT_MESSAGES, type PlayerReportInput } from '@/domain/forms/support';
import { Input, Select, Textarea } from '@/web/components/ui/form-controls';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { EvidenceLinks } from './evidence-links';
import { SupportFormPage } from './support-form-page';
import { useSupportForm } from './use-support-form';

const EMPTY: PlayerReportInput = {
  reportedUsername: '',
  reportType: '' as PlayerReportInput['reportType'],
  description: '',
  evidenceLinks: [''],
};

export default function ReportPlayerPage() {
  const { form, onSubmit, submitting } = useSupportForm({
    schema: playerReportSchema,
    path: '/api/player-reports',
    empty: EMPTY,
    success: { title: SUPPORT_MESSAGES.reportSuccess },
    failure: SUPPORT_MESSAGES.otherFailure,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const err = (k: 'reportedUsername' | 'reportType' | 'description') => errors[k]?.message;
  // The schema checks links after dropping blanks, so a message is shown for the list as a whole.
  const linkErrors = errors.evidenceLinks;
  const evidenceError =
    linkErrors?.message ?? (Array.isArray(linkErrors) ? linkErrors.find((e) => e?.message)?.message : undefined);

  return (
    <SupportFormPage
      title="Report Player"
      description="Report cheating, harassment or other rule breaking. Reports are confidential and reviewed by staff."
      gateMessage="Please sign in with Discord to report a player."
      formLabel="Player report"
      submitLabel="Submit Report"
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <FormField
        id="report-username"
        label="Reported Player's Minecraft Username"
        required
        error={err('reportedUsername')}
      >
        <Input
          required
          maxLength={16}
          autoComplete="off"
          {...controlProps('report-username', err('reportedUsername'))}
          {...register('reportedUsername')}
        />
      </FormField>
      <FormField id="report-type" label="Report Type" required error={err('reportType')}>
        <Select required {...controlProps('report-type', err('reportType'))} {...register('reportType')}>
          <option value="">Select report type</option>
          {REPORT_TYPES.map((t) => (
            <option key={t} value={t}>
              {REPORT_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        id="report-description"
        label="Description"
        required
        error={err('description')}
        hint="What happened, when and where?"
      >
        <Textarea
          required
          rows={5}
          maxLength={5000}
          {...controlProps('report-description', err('description'), true)}
          {...register('description')}
        />
      </FormField>
      <Controller
        control={control}
        name="evidenceLinks"
        render={({ field }) => (
          <EvidenceLinks value={field.value ?? ['']} onChange={field.onChange} error={evidenceError} />
        )}
      />
    </SupportFormPage>
  );
}
