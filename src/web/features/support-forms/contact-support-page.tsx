import { SUPPORT_CATEGORIES } from '@/domain/forms/enums';
import { SUPPORT_CATEGORY_LABELS } from '@/domain/forms/labels';
import { SUPPORT_MESSAGES, supportTicketSchema, type SupportTicketInput } from '@/domain/forms/support';
import { Input, Select, Textarea } from '@/web/components/ui/form-controls';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { SupportFormPage } from './support-form-page';
import { useSupportForm } from './use-support-form';

const EMPTY: SupportTicketInput = {
  email: '',
  category: '' as SupportTicketInput['category'],
  subject: '',
  message: '',
};

export default function ContactSupportPage() {
  const { form, onSubmit, submitting } = useSupportForm({
    schema: supportTicketSchema,
    path: '/api/support-tickets',
    empty: EMPTY,
    success: SUPPORT_MESSAGES.supportSuccess,
    failure: SUPPORT_MESSAGES.supportFailure,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SupportFormPage
      title="Contact Support"
      description="Questions about your account, purchases, gyms or tournaments? Send us a ticket and our staff will get back to you."
      gateMessage="Please sign in with Discord to contact our support team."
      formLabel="Support ticket"
      submitLabel="Submit Ticket"
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <FormField
        id="support-email"
        label="Email"
        required
        error={errors.email?.message}
        hint="Replies appear under My requests in your account menu."
      >
        <Input
          type="email"
          autoComplete="email"
          required
          {...controlProps('support-email', errors.email?.message, true)}
          {...register('email')}
        />
      </FormField>
      <FormField id="support-category" label="Category" required error={errors.category?.message}>
        <Select required {...controlProps('support-category', errors.category?.message)} {...register('category')}>
          <option value="">Select a category</option>
          {SUPPORT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {SUPPORT_CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="support-subject" label="Subject" required error={errors.subject?.message}>
        <Input
          required
          maxLength={200}
          placeholder="Brief summary of your issue"
          {...controlProps('support-subject', errors.subject?.message)}
          {...register('subject')}
        />
      </FormField>
      <FormField id="support-message" label="Message" required error={errors.message?.message}>
        <Textarea
          required
          rows={6}
          maxLength={5000}
          placeholder="Tell us what happened and what you need"
          {...controlProps('support-message', errors.message?.message)}
          {...register('message')}
        />
      </FormField>
    </SupportFormPage>
  );
}
