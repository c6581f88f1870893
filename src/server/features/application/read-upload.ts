import { illFormedTextAt, LONE_SURROGATE_MESSAGE } from '../../../domain/shared/inputs.ts';
import { AppError, invalidInput } from '../../http/errors.ts';
import type { AppContext } from '../../http/context.ts';

/** The application's fields (JSON in the "application" part) and its files (the "files" parts). */
export async function readApplicationUpload(
  c: Pick<AppContext, 'req'>,
): Promise<{ application: unknown; files: File[] }> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw AppError.invalid(
      'Send the application as multipart/form-data: an "application" part (JSON) and up to 5 "files" parts.',
    );
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw AppError.invalid('The upload could not be read. Please try again.');
  }
  const raw = form.application;
  if (typeof raw !== 'string')
    throw AppError.invalid('The "application" part is missing.', { application: 'Required' });
  let application: unknown;
  try {
    application = JSON.parse(raw);
  } catch {
    throw AppError.invalid('The "application" part must be JSON.', { application: 'Malformed JSON' });
  }
  const illFormed = illFormedTextAt(application);
  if (illFormed) throw invalidInput({ [illFormed]: LONE_SURROGATE_MESSAGE });
  const parts = form.files === undefined ? [] : Array.isArray(form.files) ? form.files : [form.files];
  if (parts.some((p) => typeof p === 'string'))
    throw AppError.invalid('Each "files" part must be a file.', { files: 'Not a file' });
  return { application, files: parts as File[] };
}
