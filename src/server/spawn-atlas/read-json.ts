import type { z } from 'zod';
import type { DatapackProblem } from './import-error.ts';

/** The issues of a failed parse as one line: "spawns.0.weight: Invalid input: expected number…". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** Parses a file as JSON and validates it; on failure records the file's problem and answers undefined. */
export function readJson<T extends z.ZodType>(
  file: { path: string; text: string },
  schema: T,
  problems: DatapackProblem[],
): z.infer<T> | undefined {
  let json: unknown;
  try {
    // A byte order mark is common in files saved by Windows editors; Cobblemon's reader skips it.
    json = JSON.parse(file.text.replace(/^\uFEFF/, ''));
  } catch (e) {
    problems.push({ file: file.path, reason: `Malformed JSON: ${(e as Error).message}` });
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    problems.push({ file: file.path, reason: describeIssues(parsed.error) });
    return undefined;
  }
  return parsed.data;
}
