import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { api, ApiError } from '@/web/lib/api';

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
  type In = z.input<S>;
  type Out = z.output<S>;
  // zodResolver's overloads cannot follow a generic schema; the types below are the schema's own.
  const resolver = zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>;
  const form = useForm<In, unknown, Out>({ resolver, defaultValues: empty });
  const send = useMutation({ mutationFn: (body: Out) => api.post<{ id: string }>(path, body) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(success.title, success.description ? { description: success.description } : undefined);
      form.reset(empty);
    } catch (err) {
      console.error(err);
      // The server checks the same rules; if it still names a field, show it there too.
      if (err instanceof ApiError && err.fields) {
        for (const [field, message] of Object.entries(err.fields)) form.setError(field as Path<In>, { message });
      }
      toast.error(failure.title, { description: failure.description });
    }
  });

  return { form, onSubmit, submitting: form.formState.isSubmitting };
}
