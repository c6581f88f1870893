import type { Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/web/lib/notify';
import { waitlistSignupSchema, type WaitlistSignupInput } from '@/domain/waitlist/signup';
import { Button } from '@/web/components/ui/button';
import { FieldError, Input, Label, Textarea } from '@/web/components/ui/form-controls';
import { useAuth } from '@/web/lib/auth';
import { ApiError } from '@/web/lib/api';
import { applyServerErrors, useSchemaForm } from '@/web/lib/form';
import { useAlphaSignup } from './api';

type FieldName = Path<WaitlistSignupInput>;

const FIELDS: {
  name: FieldName;
  label: string;
  type?: 'email';
  long?: boolean;
  optional?: boolean;
  autoComplete?: string;
}[] = [
  { name: 'playerName', label: 'Player Name', autoComplete: 'nickname' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  { name: 'minecraftUsername', label: 'Minecraft Username', optional: true, autoComplete: 'off' },
  { name: 'whyJoin', label: 'Why do you want to join?', long: true },
  { name: 'mostExcitedFeature', label: 'What feature are you most excited about?', long: true },
  { name: 'communityEnhancement', label: 'What can we do to enhance the community most?', long: true },
];

export function SignupForm() {
  const { user, minecraft } = useAuth();
  const navigate = useNavigate();
  const signup = useAlphaSignup();
  const form = useSchemaForm(waitlistSignupSchema, {
    playerName: user?.name ?? '',
    email: '',
    minecraftUsername: minecraft?.name ?? '',
    whyJoin: '',
    mostExcitedFeature: '',
    communityEnhancement: '',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!user) return; // a submit without a signed-in user is ignored silently (the gate shows instead)
    try {
      await signup.mutateAsync(values);
      toast.success('Welcome to Alpha Signup!', {
        description: "Your application has been submitted successfully. We'll be in touch soon!",
      });
      navigate('/');
    } catch (err) {
      applyServerErrors(form, err);
      // A second signup is told why; anything else gets the general failure text.
      const description =
        err instanceof ApiError && err.code === 'conflict'
          ? err.message
          : 'Failed to submit your alpha signup application. Please try again.';
      toast.error('Submission failed', { description });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Alpha Signup" className="flex flex-col gap-5">
      {FIELDS.map((f) => {
        const id = `waitlist-${f.name}`;
        const error = errors[f.name]?.message;
        const common = {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          'aria-required': f.optional ? undefined : true,
          ...form.register(f.name),
        };
        return (
          <div key={f.name} className="flex flex-col gap-1.5">
            <Label htmlFor={id}>
              {f.label}
              {f.optional ? (
                <span className="ml-1 text-xs text-muted">(optional)</span>
              ) : (
                <span className="ml-0.5 text-danger" aria-hidden="true">
                  *
                </span>
              )}
            </Label>
            {f.long ? (
              <Textarea rows={3} {...common} />
            ) : (
              <Input type={f.type ?? 'text'} autoComplete={f.autoComplete} {...common} />
            )}
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      })}
      <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Submitting...' : 'Alpha Signup'}
      </Button>
    </form>
  );
}
