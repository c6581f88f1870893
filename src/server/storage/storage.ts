/**
 * Where uploaded files live. Keys are relative paths such as "applications/<user>/<id>.png";
 * the database keeps the key, the owner and the display name (stored_files).
 */
export interface FileStorage {
  /** Human-readable name for logs, e.g. "local disk (data/uploads)". */
  readonly description: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when no object has that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder, ending in "/"), with when it was last written. */
  list(prefix: string): AsyncIterable<ListedObject>;
}

export interface ListedObject {
  key: string;
  modifiedAt: Date;
}

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Keys are made by the server, but a bad one must never reach a path or a bucket. */
export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
