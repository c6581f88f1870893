import { FileText, X } from 'lucide-react';
import { toast } from '@/web/lib/notify';
import { ACCEPT_ATTRIBUTE, checkFile, MAX_FILES, tooManyFiles } from '@/domain/forms/uploads';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/form-controls';
import { FormSection } from '../form-section';

function size(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Up to 5 files, checked as they are picked (the server checks them again, by content). */
export function SupportingDocumentsSection({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled: boolean;
}) {
  const pick = (input: HTMLInputElement) => {
    const picked = Array.from(input.files ?? []);
    input.value = ''; // so the same file can be picked again after removing it
    if (files.length + picked.length > MAX_FILES)
      return void toast.error(tooManyFiles.title, { description: tooManyFiles.description });
    const accepted = picked.filter((f) => {
      const problem = checkFile(f);
      if (problem) toast.error(problem.title, { description: problem.description });
      return !problem;
    });
    onChange([...files, ...accepted]);
  };

  return (
    <FormSection
      id="documents"
      title="Supporting Documents"
      description="Optional: tournament results, screenshots of your teams or references. Up to 5 files, 5MB each (PDF, JPG, PNG or GIF). Only staff can see them."
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="app-files">Add files</Label>
        <input
          id="app-files"
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled || files.length >= MAX_FILES}
          aria-describedby="app-files-hint"
          onChange={(e) => pick(e.currentTarget)}
          className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-border file:bg-surface-2 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-foreground"
        />
        <p id="app-files-hint" className="text-xs text-muted">
          {files.length} of {MAX_FILES} files selected.
        </p>
      </div>
      {files.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Selected files">
          {files.map((f, i) => (
            <li
              key={`${f.name}-${i}`}
              className="flex items-center gap-3 rounded-md border border-border bg-surface-2 px-3 py-2 text-sm"
            >
              <FileText className="h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate" title={f.name}>
                {f.name}
              </span>
              <span className="text-xs text-muted">{size(f.size)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={disabled}
                aria-label={`Remove ${f.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}
