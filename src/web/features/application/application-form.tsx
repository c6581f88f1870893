import { useEffect, useState } from 'react';
import { FormProvider, type FieldErrors } from 'react-hook-form';
import { toast } from '@/web/lib/notify';
import type { z } from 'zod';
import { applicationFormSchema, firstSubmitProblem, type ApplicationFormInput } from '@/domain/forms/application';
import { checkFiles } from '@/domain/forms/uploads';
import { Button } from '@/web/components/ui/button';
import { useAuth } from '@/web/lib/auth';
import { applyServerErrors, useSchemaForm } from '@/web/lib/form';
import { postApplication, usePrefill } from './api';
import { AvailabilitySection } from './sections/availability';
import { BasicInformationSection } from './sections/basic-information';
import { CultureFitSection } from './sections/culture-fit';
import { GymChoiceSection } from './sections/gym-choice';
import { RevenueShareSection } from './sections/revenue-share';
import { SkillsSection } from './sections/skills';
import { SupportingDocumentsSection } from './sections/supporting-documents';

type Phase = 'idle' | 'uploading' | 'saving';
type Output = z.output<typeof applicationFormSchema>;

const blank = (fullName: string) =>
  ({
    fullName,
    discordUsername: '',
    minecraftUsername: '',
    email: '',
    timezone: '',
    ageConfirmed: false,
    ageNumber: '',
    availableDays: [],
    availableTimes: [],
    availabilityCommitment: false,
    gymPrimary: '',
    gymSecondary: '',
    yearsExperience: '',
    tournamentExperience: '',
    highestRanking: '',
    teamBuildingPhilosophy: '',
    discordManagementExperience: false,
    statusUpdateComfort: false,
    conflictResponse: '',
    whyJoin: '',
    creatingExperience: '',
    promotionStrategy: '',
    revenueAcknowledgement: false,
    rulesAcknowledgement: false,
  }) as unknown as ApplicationFormInput;

function label(phase: Phase, withFiles: boolean) {
  if (phase === 'uploading') return 'Uploading Files...';
  if (phase === 'saving') return withFiles ? 'Submitting Application...' : 'Submitting...';
  return 'Submit Application';
}

export function ApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { user } = useAuth();
  const form = useSchemaForm(applicationFormSchema, blank(user?.name ?? ''));
  const [files, setFiles] = useState<File[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const prefill = usePrefill();
  const { getValues, setValue, reset } = form;

  // Fill in what the site knows, without overwriting what the applicant already typed.
  useEffect(() => {
    if (!prefill.data) return;
    const known = {
      fullName: prefill.data.fullName,
      discordUsername: prefill.data.discordUsername,
      minecraftUsername: prefill.data.minecraftUsername,
    };
    for (const [field, value] of Object.entries(known) as [keyof typeof known, string | null][]) {
      if (value && !getValues(field)) setValue(field, value);
    }
  }, [prefill.data, getValues, setValue]);

  const onValid = async (values: Output) => {
    const problem = checkFiles(files);
    if (problem) return void toast.error(problem.title, { description: problem.description });
    setPhase(files.length > 0 ? 'uploading' : 'saving');
    try {
      const { availabilityCommitment: _ticked, ...application } = values;
      await postApplication(application, files, () => setPhase('saving'));
      const known = prefill.data;
      reset({
        ...blank(user?.name ?? ''),
        ...(known && { discordUsername: known.discordUsername, minecraftUsername: known.minecraftUsername ?? '' }),
      });
      setFiles([]);
      onSubmitted();
    } catch (err) {
      console.error(err);
      // File problems are told in the toast: the files are not a form field.
      applyServerErrors(form, err, (field) => field.startsWith('files'));
      const message =
        err instanceof Error && err.message ? err.message : 'Failed to submit your application. Please try again.';
      toast.error('Submission failed', { description: message });
    } finally {
      setPhase('idle');
    }
  };

  const onInvalid = (errors: FieldErrors<ApplicationFormInput>) => {
    const message = firstSubmitProblem(Object.keys(errors));
    if (message) toast.error(message);
  };

  const busy = phase !== 'idle';
  return (
    <FormProvider {...form}>
      <form
        aria-label="Gym Leader application"
        noValidate
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        className="flex flex-col gap-6"
      >
        <p className="text-sm text-muted">
          Fields marked{' '}
          <span className="text-danger" aria-hidden="true">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <BasicInformationSection />
        <AvailabilitySection />
        <GymChoiceSection />
        <SkillsSection />
        <CultureFitSection />
        <RevenueShareSection />
        <SupportingDocumentsSection files={files} onChange={setFiles} disabled={busy} />
        <Button type="submit" size="lg" loading={busy} className="w-full">
          {label(phase, files.length > 0)}
        </Button>
      </form>
    </FormProvider>
  );
}
