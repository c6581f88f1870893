import { CHANGE_POSITION_HEADER } from '@/domain/realtime/change-position';

/**
 * An error answered by the API, in its one shape {error:{code,message,fields?,reason?}}. Screens branch on `code`
 * and `reason` (a constant from src/domain), never on the message, which is words for people.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reason?: string,
  ) {
    super(message);
  }
}

async function request<T>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : undefined,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      ...init,
    });
  } catch {
    throw networkError();
  }
  const data = readAnswer<T>(res.status, await res.text());
  const position = res.headers.get(CHANGE_POSITION_HEADER);
  if (position && typeof data === 'object' && data) positions.set(data, position);
  return data;
}

const positions = new WeakMap<object, string>();

/**
 * Where the server's change feed stood when the read that answered `data` began (lib/realtime.ts); undefined
 * for data that is not an answer as it came (built from one, or from several).
 */
export function readAt(data: unknown): string | undefined {
  return typeof data === 'object' && data ? positions.get(data) : undefined;
}

/**
 * The cache keeps the objects it already holds where a new answer equals them (TanStack Query's structural sharing),
 * so the data on screen may not be the object the read answered: it is as recent as that read all the same.
 */
export function readAtOf(answer: unknown, kept: unknown) {
  const position = readAt(answer);
  if (position && typeof kept === 'object' && kept) positions.set(kept, position);
}

/** The one reading of an answer, for fetch and for the upload path (XMLHttpRequest) alike. */
export function readAnswer<T>(status: number, bodyText: string): T {
  if (status < 200 || status >= 300) throw parseApiError(status, bodyText);
  return (bodyText ? safeJson(bodyText) : undefined) as T;
}

/** The request never reached the server (offline, DNS, connection refused). */
export function networkError(): ApiError {
  return new ApiError(0, 'network', 'Could not reach the server. Check your connection and try again.');
}

type ErrorAnswer = { error?: { code?: string; message?: string; fields?: Record<string, string>; reason?: string } };

/** A failed answer in the API's one error shape {error:{code,message,fields?,reason?}}, or a generic message. */
function parseApiError(status: number, bodyText: string): ApiError {
  const data = bodyText ? safeJson(bodyText) : undefined;
  const err = (data as ErrorAnswer | undefined)?.error;
  return new ApiError(
    status,
    err?.code ?? 'http_error',
    err?.message ?? `Request failed (${status})`,
    err?.fields,
    typeof err?.reason === 'string' ? err.reason : undefined,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
