import { Plus, X } from 'lucide-react';
import { MAX_EVIDENCE_LINKS } from '@/domain/forms/support';
import { Button } from '@/web/components/ui/button';
import { FieldError, Input } from '@/web/components/ui/form-controls';

/**
 * The evidence list: always at least one input; links can be added and removed. Blank ones are
 * dropped by the schema on submit.
 */
export function EvidenceLinks({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (links: string[]) => void;
  error?: string;
}) {
  const links = value.length > 0 ? value : [''];
  const remove = (i: number) => onChange(links.length === 1 ? [''] : links.filter((_, j) => j !== i));

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`evidence-hint${error ? ' evidence-error' : ''}`}>
      <legend className="mb-1.5 text-sm font-medium">Evidence Links</legend>
      <p id="evidence-hint" className="text-xs text-muted">
        Screenshots or videos (e.g. Imgur, YouTube). Empty links are ignored.
      </p>
      {links.map((link, i) => (
        // The inputs are controlled, so index keys keep each text with its link.
        <div key={i} className="flex gap-2">
          <Input
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder="https://..."
            aria-label={`Evidence link ${i + 1}`}
            aria-invalid={error ? true : undefined}
            value={link}
            onChange={(e) => onChange(links.map((l, j) => (j === i ? e.target.value : l)))}
          />
          {links.length > 1 && (
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={`Remove evidence link ${i + 1}`}
              onClick={() => remove(i)}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      <FieldError id="evidence-error" message={error} />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={links.length >= MAX_EVIDENCE_LINKS}
        onClick={() => onChange([...links, ''])}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add Evidence Link
      </Button>
    </fieldset>
  );
}
