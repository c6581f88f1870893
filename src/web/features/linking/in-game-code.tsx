import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { linkCodeRequest, linkCodeVerify } from '@/domain/linking/schemas';
import { LINK_BY_NAME_TEXTS as T } from '@/domain/linking/texts';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/form-controls';
import { Spinner } from '@/web/components/ui/spinner';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { api, ApiError } from '@/web/lib/api';
import { meQueryKey } from '@/web/lib/auth';
import { applyServerErrors, useSchemaForm } from '@/web/lib/form';
import { formatCountdown, useSecondsUntil } from './countdown';

interface Sent {
  name: string;
  expires_at: string;
}

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');

/** Linking without a mod: the player names their online Minecraft account, reads the code in game and types it here. */
export function InGameCode() {
  // A code already sent (the dialog was closed meanwhile) goes straight to typing it.
  const current = useQuery({
    queryKey: ['link-code-requests', 'current'],
    queryFn: () => api.get<{ request: Sent | null }>('/api/link-code-requests/current'),
    staleTime: 0,
    gcTime: 0,
  });
  const [sent, setSent] = useState<Sent | null | undefined>(undefined);
  if (sent === undefined && current.isPending) return <Spinner />;
  const shown = sent === undefined ? (current.data?.request ?? null) : sent;
  return shown ? <CodeStep sent={shown} onAgain={() => setSent(null)} /> : <NameStep onSent={setSent} />;
}

function NameStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const form = useSchemaForm(linkCodeRequest, { name: '' });
  const ask = useMutation({ mutationFn: (body: { name: string }) => api.post<Sent>('/api/link-code-requests', body) });
  const submit = form.handleSubmit((values) =>
    ask.mutate(values, { onSuccess: onSent, onError: (err) => applyServerErrors(form, err) }),
  );
  const error = form.formState.errors.name?.message;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FormField id="link-name" label={T.nameLabel} required error={error}>
        <Input
          {...controlProps('link-name', error)}
          {...form.register('name')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </FormField>
      {ask.isError && !(ask.error instanceof ApiError && ask.error.fields) && (
        <p role="alert" className="text-sm text-danger">
          {messageOf(ask.error)}
        </p>
      )}
      <Button type="submit" loading={ask.isPending} className="w-fit">
        {T.send}
      </Button>
    </form>
  );
}

function CodeStep({ sent, onAgain }: { sent: Sent; onAgain: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(linkCodeVerify, { code: '' });
  const secondsLeft = useSecondsUntil(sent.expires_at);
  const verify = useMutation({
    mutationFn: (body: { code: string }) => api.post('/api/link-code-requests/verify', body),
    // The dialog shows the linked account from /api/me.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
  const submit = form.handleSubmit((values) =>
    verify.mutate(values, { onError: (err) => applyServerErrors(form, err) }),
  );
  const error = form.formState.errors.code?.message;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p className="text-sm">{T.codeIntro(sent.name)}</p>
      <FormField id="link-code" label={T.codeLabel} required error={error}>
        <Input
          {...controlProps('link-code', error)}
          {...form.register('code')}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono"
        />
      </FormField>
      <p className="text-sm text-muted">
        Expires in <span className="font-mono text-foreground">{formatCountdown(secondsLeft)}</span>
      </p>
      {verify.isError && !(verify.error instanceof ApiError && verify.error.fields) && (
        <p role="alert" className="text-sm text-danger">
          {messageOf(verify.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={verify.isPending}>
          {T.link}
        </Button>
        <Button type="button" variant="secondary" onClick={onAgain}>
          {T.sendAgain}
        </Button>
      </div>
    </form>
  );
}
