import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { saveCallbacks, useSchemaForm } from '@/web/lib/form';

/** The mutation that saves an editor, as much of it as the editor needs. */
interface Save<V, D> {
  mutate: (variables: V, callbacks: { onSuccess: (data: D) => void; onError: (err: Error) => void }) => void;
  isPending: boolean;
}

/**
 * A staff editor (an event, an announcement, a vote site): a form checked by `schema`, here and on the server, and
 * saved through `save` with the `variables` made of its values. A save toasts `saved` and calls `onDone`; a refusal
 * shows the server's messages under their fields, or else in a toast titled `failed`. Render `editor` with
 * `<EditorForm>`.
 */
export function useEditor<S extends z.ZodType<unknown, FieldValues>, V, D>(
  schema: S,
  defaults: DefaultValues<z.input<S>>,
  save: Save<V, D>,
  how: {
    variables: (values: z.output<S>) => NoInfer<V>;
    saved: (values: z.output<S>, data: D) => [title: string, description?: string];
    failed: string;
    onDone: () => void;
  },
) {
  const form = useSchemaForm(schema, defaults);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      how.variables(values),
      saveCallbacks(form, { saved: (data: D) => how.saved(values, data), failed: how.failed }, how.onDone),
    ),
  );
  return { form, editor: { onSubmit, onCancel: how.onDone, saving: save.isPending } };
}

/** An editor's fields, then Cancel and the submit button. The schema checks the fields, so the browser's are off. */
export function EditorForm({
  editor,
  submitLabel,
  children,
}: {
  editor: ReturnType<typeof useEditor>['editor'];
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={editor.onSubmit} noValidate className="flex flex-col gap-4">
      {children}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={editor.onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={editor.saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
