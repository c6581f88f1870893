import type { ReactNode } from 'react';
import { Page } from '@/web/components/layout/page';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { SignInGate } from '@/web/components/sign-in-gate';

/** The frame every support form shares: heading, sign-in gate, card, required-fields note and submit button. */
export function SupportFormPage({
  title,
  description,
  gateMessage,
  formLabel,
  submitLabel,
  submitting,
  onSubmit,
  aside,
  children,
}: {
  title: string;
  description: ReactNode;
  gateMessage: string;
  formLabel: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page title={title} description={description} className="max-w-3xl">
      <SignInGate message={gateMessage}>
        <Card className="p-6 sm:p-8">
          <form aria-label={formLabel} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
            <p className="text-xs text-muted">
              Fields marked{' '}
              <span className="text-danger" aria-hidden="true">
                *
              </span>
              <span className="sr-only">with an asterisk</span> are required.
            </p>
            {children}
            <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto sm:self-end">
              {submitting ? 'Submitting...' : submitLabel}
            </Button>
          </form>
        </Card>
        {aside}
      </SignInGate>
    </Page>
  );
}
