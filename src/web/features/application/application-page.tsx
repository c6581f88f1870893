import { useState } from 'react';
import { Page } from '@/web/components/layout/page';
import { SignInGate } from '@/web/components/sign-in-gate';
import { ApplicationForm } from './application-form';
import { SuccessDialog } from './success-dialog';

export default function ApplicationPage() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <Page
      title="Gym Leader Application"
      description="Lead a gym, battle challengers and help grow the community. Gym Leader is a paid, part-time role (15+ hours a week); every application is reviewed by our staff."
      className="max-w-4xl"
    >
      <SignInGate message="Please sign in with Discord to apply for a Gym Leader position">
        <ApplicationForm onSubmitted={() => setSubmitted(true)} />
      </SignInGate>
      <SuccessDialog open={submitted} onOpenChange={setSubmitted} />
    </Page>
  );
}
