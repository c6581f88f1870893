import { CHECKOUT_MESSAGES } from '@/domain/shop/checkout';
import { ApiError } from '@/web/lib/api';
import { notify } from '@/web/lib/notify';

export function toastMessage(message: { title: string; description?: string }) {
  notify('error', message.title, message.description ?? '');
}

const CHECKOUT_TITLES = new Set<string>([
  ...Object.values(CHECKOUT_MESSAGES).flatMap((m) => (typeof m === 'object' && 'title' in m ? [m.title] : [])),
  'Username confirmation required',
]);

/**
 * A refusal the server explains with one of the checkout's own messages (the title as the message,
 * its text in fields.description) is shown as that message; anything else gets `fallback`.
 */
export function toastServerRefusal(err: unknown, fallback: { title: string; description: string }) {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && CHECKOUT_TITLES.has(err.message)) {
    const generic = ['Error', 'Payment Error', 'Checkout Error'].includes(err.message);
    if (!generic) return toastMessage({ title: err.message, description: err.fields?.description });
  }
  toastMessage(fallback);
}
