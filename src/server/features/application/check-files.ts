import { fileTypeFromBuffer } from 'file-type';
import {
  ACCEPTED_DESCRIPTION,
  ACCEPTED_FILE_TYPES,
  cleanFileName,
  contentMatches,
  extensionOf,
  MAX_FILE_BYTES,
  MAX_FILES,
  tooManyFiles,
} from '../../../domain/forms/uploads.ts';
import { AppError } from '../../http/errors.ts';

export interface CheckedFile {
  name: string;
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

const KIND: Record<string, string> = {
  'application/pdf': 'a PDF document',
  'image/jpeg': 'a JPG image',
  'image/png': 'a PNG image',
  'image/gif': 'a GIF image',
};

function refuse(index: number, name: string, reason: string): never {
  throw AppError.invalid(`Failed to upload ${name}: ${reason}`, { [`files.${index}`]: reason });
}

/**
 * Checks every file before any is stored: the count, each size, and the real type read from the
 * bytes (the name and the declared type are the sender's word and prove nothing).
 */
export async function checkApplicationFiles(files: readonly File[]): Promise<CheckedFile[]> {
  if (files.length > MAX_FILES) throw AppError.invalid(tooManyFiles.description, { files: tooManyFiles.description });
  const checked: CheckedFile[] = [];
  for (const [i, file] of files.entries()) {
    const name = cleanFileName(file.name);
    const ext = extensionOf(name);
    if (!ext) refuse(i, name, `Only ${ACCEPTED_DESCRIPTION} files are accepted.`);
    if (file.size > MAX_FILE_BYTES) refuse(i, name, `${name} is larger than 5MB.`);
    if (file.size === 0) refuse(i, name, 'The file is empty.');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const detected = await fileTypeFromBuffer(bytes);
    if (!contentMatches(name, detected?.mime)) {
      refuse(i, name, `The file's content is not ${KIND[ACCEPTED_FILE_TYPES[ext]]}.`);
    }
    checked.push({ name, bytes, contentType: ACCEPTED_FILE_TYPES[ext], extension: ext === 'jpeg' ? 'jpg' : ext });
  }
  return checked;
}
