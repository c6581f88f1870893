import { useState, type ChangeEvent, type ReactNode } from 'react';
import { NEWS_IMAGE_ACCEPT, NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_MESSAGES } from '@/domain/news/images';
import type { NewsImageUpload } from '@/domain/news/news';
import { Button } from '@/web/components/ui/button';
import { FieldError, Label } from '@/web/components/ui/form-controls';
import { useUploadNewsImage } from './api';

export type ChosenImage = Pick<NewsImageUpload, 'url' | 'width' | 'height'> & { id: string };

const HINT = 'PNG, JPEG, GIF or WebP, at most 5 MB and 4096 pixels a side. It shows above the text.';

/**
 * The announcement's optional image: chosen, it is uploaded at once and shown (staff may see an image no published
 * announcement shows yet), with its alternative text (`altField`, required with an image); removed, the announcement
 * is saved without one.
 */
export function NewsImageField({
  image,
  onChange,
  altField,
}: {
  image: ChosenImage | null;
  onChange: (image: ChosenImage | null) => void;
  altField: ReactNode;
}) {
  const upload = useUploadNewsImage();
  const [problem, setProblem] = useState<string | null>(null);

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    setProblem(null);
    if (!file) return;
    if (file.size > NEWS_IMAGE_MAX_BYTES) return setProblem(NEWS_IMAGE_MESSAGES.tooLarge);
    upload.mutate(file, { onSuccess: onChange, onError: (err) => setProblem(err.message) });
  }

  if (image)
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-border p-3" data-testid="news-image">
        <div className="flex items-start justify-between gap-3">
          <img
            src={image.url}
            width={image.width}
            height={image.height}
            alt="Preview of the chosen image"
            className="h-auto max-h-48 w-auto max-w-full rounded"
          />
          <Button type="button" size="sm" variant="outline" onClick={() => onChange(null)}>
            Remove image
          </Button>
        </div>
        {altField}
      </div>
    );
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="news-image">Image (optional)</Label>
      <input
        id="news-image"
        type="file"
        accept={NEWS_IMAGE_ACCEPT}
        disabled={upload.isPending}
        aria-describedby={problem ? 'news-image-hint news-image-error' : 'news-image-hint'}
        aria-invalid={problem ? true : undefined}
        onChange={choose}
        className="text-sm"
      />
      <p id="news-image-hint" className="text-xs text-muted">
        {upload.isPending ? 'Uploading the image…' : HINT}
      </p>
      <FieldError id="news-image-error" message={problem ?? undefined} />
    </div>
  );
}
