import { useState } from 'react';
import { toast } from '@/web/lib/notify';
import { NEWS_IMAGE_ALT_MAX } from '@/domain/news/images';
import { NEWS_BODY_MAX, NEWS_TITLE_MAX } from '@/domain/news/limits';
import { newsInputSchema, type NewsInput } from '@/domain/news/news';
import { Button } from '@/web/components/ui/button';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { Input, Textarea } from '@/web/components/ui/form-controls';
import { applyServerErrors, useSchemaForm } from '@/web/lib/form';
import { useNewsChange, type StaffNewsItem } from './api';
import { NewsImageField, type ChosenImage } from './news-image-field';

const FORMATTING_HINT =
  'Formatting: **bold**, *italic*, `code`, [a link](https://…), lines starting with - for a list, ## for a heading, a blank line between paragraphs. HTML is shown as text.';

/** Write or edit an announcement; the same schema checks it here and on the server. */
export function NewsForm({ news, onDone }: { news: StaffNewsItem | null; onDone: () => void }) {
  const form = useSchemaForm(newsInputSchema, {
    title: news?.title ?? '',
    body: news?.body ?? '',
    imageId: news?.image?.id ?? null,
    imageAlt: news?.image?.alt ?? '',
  } as NewsInput);
  const [image, setImage] = useState<ChosenImage | null>(news?.image ?? null);
  const change = useNewsChange();
  const errors = form.formState.errors;
  const chooseImage = (chosen: ChosenImage | null) => {
    setImage(chosen);
    form.setValue('imageId', chosen?.id ?? null);
    if (!chosen) form.setValue('imageAlt', '');
    form.clearErrors(['imageId', 'imageAlt']);
  };
  const submit = form.handleSubmit((values) =>
    change.mutate(news ? { kind: 'edit', id: news.id, news: values } : { kind: 'create', news: values }, {
      onSuccess: () => {
        toast.success(news ? 'Announcement saved' : 'Draft saved', { description: values.title });
        onDone();
      },
      onError: (err) => {
        if (!applyServerErrors(form, err)) toast.error('Could not save the announcement', { description: err.message });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id="news-title" label="Title" required error={errors.title?.message}>
        <Input
          {...controlProps('news-title', errors.title?.message)}
          maxLength={NEWS_TITLE_MAX}
          {...form.register('title')}
        />
      </FormField>
      <FormField id="news-body" label="Text" required hint={FORMATTING_HINT} error={errors.body?.message}>
        <Textarea
          {...controlProps('news-body', errors.body?.message, true)}
          rows={10}
          maxLength={NEWS_BODY_MAX}
          {...form.register('body')}
        />
      </FormField>
      <NewsImageField
        image={image}
        onChange={chooseImage}
        altField={
          <FormField
            id="news-image-alt"
            label="Alternative text"
            required
            hint="What the image shows, read to people who cannot see it."
            error={errors.imageAlt?.message ?? errors.imageId?.message}
          >
            <Input
              {...controlProps('news-image-alt', errors.imageAlt?.message ?? errors.imageId?.message, true)}
              maxLength={NEWS_IMAGE_ALT_MAX}
              {...form.register('imageAlt')}
            />
          </FormField>
        }
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={change.isPending}>
          {news ? 'Save announcement' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}
