import { useMutation } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { toast } from '@/web/lib/notify';
import type { z } from 'zod';
import { api } from '@/web/lib/api';
import { applyServerErrors, useSchemaForm } from '@/web/lib/form';

interface Options<S extends z.ZodType<unknown, FieldValues>> {
  schema: S;
  path: string;
  empty: DefaultValues<z.input<S>>;
  success: { title: string; description?: string };
  failure: { title: string; description: string };
}

/** A support form: validated by its shared schema, sent to `path`, reset and toasted on success. */
export function useSupportForm<S extends z.ZodType<unknown, FieldValues>>({
  schema,
  path,
  empty,
  success,
  failure,
}: Options<S>) {
  const form = useSchemaForm(schema, empty);
  const send = useMutation({ mutationFn: (body: z.output<S>) => api.post<{ id: string }>(path, body) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(success.title, success.description ? { description: success.description } : undefined);
      form.reset(empty);
    } catch (err) {
      console.error(err);
      applyServerErrors(form, err);
      toast.error(failure.title, { description: failure.description });
    }
  });

  return { form, onSubmit, submitting: form.formState.isSubmitting };
}
