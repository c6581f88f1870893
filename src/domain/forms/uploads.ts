// Limits and checks for the application's supporting documents, shared by the form and the server.

export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Accepted extensions and the one content type each must really have. */
export const ACCEPTED_FILE_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
} as const;
export type AcceptedExtension = keyof typeof ACCEPTED_FILE_TYPES;

/** For the file input's accept attribute. */
export const ACCEPT_ATTRIBUTE = Object.keys(ACCEPTED_FILE_TYPES)
  .map((e) => `.${e}`)
  .join(',');
export const ACCEPTED_DESCRIPTION = 'PDF, JPG, PNG or GIF';

export interface FileProblem {
  title: string;
  description: string;
}

export const tooManyFiles: FileProblem = {
  title: 'Too many files',
  description: `You can upload a maximum of ${MAX_FILES} files.`,
};
export const fileTooLarge = (name: string): FileProblem => ({
  title: 'File too large',
  description: `${name} is larger than 5MB.`,
});
export const unsupportedFile = (name: string): FileProblem => ({
  title: 'Unsupported file type',
  description: `${name} is not a ${ACCEPTED_DESCRIPTION} file.`,
});

export function extensionOf(name: string): AcceptedExtension | undefined {
  const ext = name.toLowerCase().split('.').pop();
  return ext && ext !== name.toLowerCase() && ext in ACCEPTED_FILE_TYPES ? (ext as AcceptedExtension) : undefined;
}

/** The first problem with a file judged by its name and size (the content is the server's to check). */
export function checkFile(file: { name: string; size: number }): FileProblem | null {
  if (!extensionOf(file.name)) return unsupportedFile(file.name);
  if (file.size > MAX_FILE_BYTES) return fileTooLarge(file.name);
  return null;
}

/** The first problem with a set of files: their count, then each file in order. */
export function checkFiles(files: readonly { name: string; size: number }[]): FileProblem | null {
  if (files.length > MAX_FILES) return tooManyFiles;
  for (const f of files) {
    const problem = checkFile(f);
    if (problem) return problem;
  }
  return null;
}

/**
 * Whether bytes detected as `detectedMime` may be stored under `name`: the content must be an
 * accepted type and the same type the extension claims.
 */
export function contentMatches(name: string, detectedMime: string | undefined): boolean {
  const ext = extensionOf(name);
  return ext !== undefined && detectedMime === ACCEPTED_FILE_TYPES[ext];
}

/** A display name safe to store and send back: no path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'file').slice(-200);
}
