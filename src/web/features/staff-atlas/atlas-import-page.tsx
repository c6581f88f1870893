import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/web/lib/notify';
import { DATAPACK_MAX_BYTES, DATAPACK_MESSAGES } from '@/domain/spawn-atlas/staff';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Button } from '@/web/components/ui/button';
import { ApiError } from '@/web/lib/api';
import { useAtlasImports, useUploadDatapack } from './api';
import { formatDateTime } from '@/web/lib/date-time';

/** Staff replace the spawn atlas with the server's datapack zip; a refused one lists each bad file. */
export default function AtlasImportPage() {
  const imports = useAtlasImports();
  const upload = useUploadDatapack();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<{ message: string; files: [string, string][] } | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const file = input.current?.files?.[0];
    setProblem(null);
    if (!file) return setProblem({ message: DATAPACK_MESSAGES.missing, files: [] });
    if (file.size > DATAPACK_MAX_BYTES) return setProblem({ message: DATAPACK_MESSAGES.tooLarge, files: [] });
    upload.mutate(file, {
      onSuccess: (summary) => {
        toast.success('Spawn atlas imported', { description: summary.message });
        if (input.current) input.current.value = '';
      },
      onError: (err) =>
        setProblem({
          message: err.message,
          files: err instanceof ApiError && err.fields ? Object.entries(err.fields) : [],
        }),
    });
  }

  return (
    <StaffPage
      title="Spawn atlas"
      description="Upload the server's spawn datapack (.zip, 20 MB at most). It replaces the public atlas at once; a datapack with any bad file is refused and the atlas stays as it is."
    >
      <form
        onSubmit={submit}
        className="mb-8 flex flex-wrap items-end gap-3 rounded-xl border border-border bg-surface p-4"
      >
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Datapack zip
          <input
            ref={input}
            type="file"
            name="datapack"
            accept=".zip,application/zip"
            className="text-sm font-normal"
          />
        </label>
        <Button type="submit" loading={upload.isPending}>
          Import datapack
        </Button>
      </form>
      {problem && (
        <div role="alert" className="mb-8 rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm">
          <p className="font-semibold">{problem.message}</p>
          {problem.files.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="datapack-problems">
              {problem.files.map(([file, reason]) => (
                <li key={file}>
                  <code>{file}</code>: {reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <h2 className="mb-3 text-lg font-bold">Latest imports</h2>
      <QueryState query={imports} label="imports" empty="No imports yet." isEmpty={(d) => d.imports.length === 0}>
        {(d) => (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {d.imports.map((i) => (
              <li key={i.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm" data-testid="atlas-import">
                <span className="font-semibold">{i.source}</span>
                <span className="text-muted">
                  {i.speciesCount} species · {i.spawnCount} spawns · {i.fileCount} files ·{' '}
                  {i.importedBy ?? 'command line'} · {formatDateTime(i.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </StaffPage>
  );
}
