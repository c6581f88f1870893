import { banAppealSchema, SUPPORT_MESSAGES, type BanAppealInput } from '@/domain/forms/support';
import { Input, Textarea } from '@/web/components/ui/form-controls';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { SupportFormPage } from './support-form-page';
import { useSupportForm } from './use-support-form';

const EMPTY: BanAppealInput = {
  minecraftUsername: '',
  discordUsername: '',
  banReason: '',
  appealReason: '',
  additionalInfo: '',
};

export default function BanAppealPage() {
  const { form, onSubmit, submitting } = useSupportForm({
    schema: banAppealSchema,
    path: '/api/ban-appeals',
    empty: EMPTY,
    success: { title: SUPPORT_MESSAGES.appealSuccess },
    failure: SUPPORT_MESSAGES.otherFailure,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const err = (k: keyof BanAppealInput) => errors[k]?.message;

  return (
    <SupportFormPage
      title="Ban Appeal"
      description="Think your ban was a mistake, or ready for a second chance? Staff typically respond to appeals within 24-72 hours."
      gateMessage="Please sign in with Discord to submit a ban appeal."
      formLabel="Ban appeal"
      submitLabel="Submit Appeal"
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="appeal-mc" label="Minecraft Username" required error={err('minecraftUsername')}>
          <Input
            required
            maxLength={16}
            autoComplete="off"
            {...controlProps('appeal-mc', err('minecraftUsername'))}
            {...register('minecraftUsername')}
          />
        </FormField>
        <FormField id="appeal-discord" label="Discord Username" error={err('discordUsername')}>
          <Input
            maxLength={37}
            autoComplete="off"
            {...controlProps('appeal-discord', err('discordUsername'))}
            {...register('discordUsername')}
          />
        </FormField>
      </div>
      <FormField
        id="appeal-ban-reason"
        label="Ban Reason"
        required
        error={err('banReason')}
        hint="The reason you were given for the ban."
      >
        <Textarea
          required
          rows={2}
          maxLength={2000}
          {...controlProps('appeal-ban-reason', err('banReason'), true)}
          {...register('banReason')}
        />
      </FormField>
      <FormField id="appeal-reason" label="Why should your ban be lifted?" required error={err('appealReason')}>
        <Textarea
          required
          rows={5}
          maxLength={5000}
          {...controlProps('appeal-reason', err('appealReason'))}
          {...register('appealReason')}
        />
      </FormField>
      <FormField id="appeal-additional" label="Additional Information" error={err('additionalInfo')}>
        <Textarea
          rows={3}
          maxLength={5000}
          {...controlProps('appeal-additional', err('additionalInfo'))}
          {...register('additionalInfo')}
        />
      </FormField>
    </SupportFormPage>
  );
}
