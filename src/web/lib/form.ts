import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api';
import { toast } from './notify';

/**
 * The one form pattern: react-hook-form checked by the same domain schema the server parses with,
 * so the browser and the server give the same messages.
 */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // zodResolver's overloads cannot follow a generic schema; the types named here are the schema's own.
  const resolver = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues });
}

/**
 * The server checks the same rules and may still name fields (a rule only it can check, or a changed
 * schema): show each message under its field. Fields the form does not have (`skip`) are left to the
 * caller. Returns whether any field error was shown.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, 'setError'>,
  err: unknown,
  skip: (field: string) => boolean = () => false,
): boolean {
  if (!(err instanceof ApiError) || !err.fields) return false;
  let shown = false;
  for (const [field, message] of Object.entries(err.fields)) {
    if (skip(field)) continue;
    form.setError(field as Path<T>, { message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/**
 * A form's save callbacks for `mutate`. On success a toast (`saved` gives its title and text) and then `onDone`; on
 * failure the server's field messages under their fields, or else its message in a toast titled `failed`.
 */
export function saveCallbacks<T extends FieldValues, D>(
  form: Pick<UseFormReturn<T, unknown, never>, 'setError'>,
  messages: { saved: (data: D) => [title: string, description?: string]; failed: string },
  onDone: () => void = () => {},
) {
  return {
    onSuccess: (data: D) => {
      const [title, description] = messages.saved(data);
      toast.success(title, { description });
      onDone();
    },
    onError: (err: Error) => {
      if (!applyServerErrors(form, err)) toast.error(messages.failed, { description: err.message });
    },
  };
}
