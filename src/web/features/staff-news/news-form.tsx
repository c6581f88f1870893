import { useState } from 'react';
import { NEWS_IMAGE_ALT_MAX } from '@/domain/news/images';
import { NEWS_BODY_MAX, NEWS_TITLE_MAX } from '@/domain/news/limits';
import { newsInputSchema, type NewsInput } from '@/domain/news/news';
import { EditorForm, useEditor } from '@/web/components/staff/editor-form';
import { controlProps, FormField } from '@/web/components/ui/form-field';
import { Input, Textarea } from '@/web/components/ui/form-controls';
import { useNewsChange, type NewsChange, type StaffNewsItem } from './api';
import { NewsImageField, type ChosenImage } from './news-image-field';

const FORMATTING_HINT =
  'Formatting: **bold**, *italic*, `code`, [a link](https://…), lines starting with - for a list, ## for a heading, a blank line between paragraphs. HTML is shown as text.';

/** Write or edit an announcement; the same schema checks it here and on the server. */
export function NewsForm({ news, onDone }: { news: StaffNewsItem | null; onDone: () => void }) {
  const defaults = {
    title: news?.title ?? '',
    body: news?.body ?? '',
    imageId: news?.image?.id ?? null,
    imageAlt: news?.image?.alt ?? '',
  } as NewsInput;
  const { form, editor } = useEditor(newsInputSchema, defaults, useNewsChange(), {
    variables: (values): NewsChange =>
      news ? { kind: 'edit', id: news.id, news: values } : { kind: 'create', news: values },
    saved: (values) => [news ? 'Announcement saved' : 'Draft saved', values.title],
    failed: 'Could not save the announcement',
    onDone,
  });
  const [image, setImage] = useState<ChosenImage | null>(news?.image ?? null);
  const errors = form.formState.errors;
  const chooseImage = (chosen: ChosenImage | null) => {
    setImage(chosen);
    form.setValue('imageId', chosen?.id ?? null);
    if (!chosen) form.setValue('imageAlt', '');
    form.clearErrors(['imageId', 'imageAlt']);
  };
  return (
    <EditorForm editor={editor} submitLabel={news ? 'Save announcement' : 'Save draft'}>
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
    </EditorForm>
  );
}
