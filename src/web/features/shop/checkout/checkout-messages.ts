import { CHECKOUT_REFUSED } from '@/domain/shop/checkout';
import { ApiError } from '@/web/lib/api';
import { notify } from '@/web/lib/notify';

export function toastMessage(message: { title: string; description?: string }) {
  notify('error', message.title, message.description ?? '');
}

/**
 * A refusal the server explains with one of the checkout's own messages (reason CHECKOUT_REFUSED: the title as
 * the message, its text in fields.description) is shown as that message; anything else gets `fallback`.
 */
export function toastServerRefusal(err: unknown, fallback: { title: string; description: string }) {
  const refusal =
    err instanceof ApiError &&
    (err.code === 'invalid_input' || err.code === 'unauthorized') &&
    err.reason === CHECKOUT_REFUSED;
  if (refusal) return toastMessage({ title: err.message, description: err.fields?.description });
  toastMessage(fallback);
}
