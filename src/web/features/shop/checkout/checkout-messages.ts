import { CHECKOUT_REFUSED } from '@/domain/shop/checkout';
import { ApiError } from '@/web/lib/api';
import { notify } from '@/web/lib/notify';

export function toastMessage(message: { title: string; description?: string }) {
  notify('error', message.title, message.description ?? '');
}

/**
 * A refusal the server explains with one of the checkout's own messages (reason CHECKOUT_REFUSED: the title as
 * the message, its text in fields.description), as that message; null for any other error. A rank already held
 * is a conflict (409), a broken rule invalid input, signed out unauthorized: all read the same.
 */
export function serverRefusal(err: unknown): { title: string; description?: string } | null {
  const refusal =
    err instanceof ApiError &&
    (err.code === 'invalid_input' || err.code === 'unauthorized' || err.code === 'conflict') &&
    err.reason === CHECKOUT_REFUSED;
  return refusal ? { title: err.message, description: err.fields?.description } : null;
}

/** The server's refusal as its own message (serverRefusal); anything else gets `fallback`. */
export function toastServerRefusal(err: unknown, fallback: { title: string; description: string }) {
  toastMessage(serverRefusal(err) ?? fallback);
}
