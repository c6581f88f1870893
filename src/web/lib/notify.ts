import type { ExternalToast } from 'sonner';

/**
 * Toasts. sonner and its Toaster load with the first toast, so no page pays for them before it has one: mounting
 * the Toaster reads the document's layout, a long task on a phone while the page hydrates. Raise toasts through
 * this module, not sonner's own `toast`, or the Toaster may not be there to show them.
 */
let mounted: Promise<void> | null = null;
let markMounted = () => {};
const listeners = new Set<() => void>();

/** For useSyncExternalStore: whether a toast has been raised, so the Toaster should mount. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => mounted !== null,
};

/** The Toaster calls this once it has mounted (and subscribed); the toasts raised before wait for it. */
export function toasterMounted(): void {
  markMounted();
}

type Kind = 'message' | 'success' | 'error';

function show(kind: Kind, title: string, options?: ExternalToast): void {
  if (!mounted) {
    mounted = new Promise((resolve) => (markMounted = resolve));
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), mounted]).then(([sonner]) =>
    kind === 'message' ? sonner.toast(title, options) : sonner.toast[kind](title, options),
  );
}

/** sonner's toast, as much of it as the site uses. */
export const toast = Object.assign((title: string, options?: ExternalToast) => show('message', title, options), {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
});

/** A message still on screen is not stacked again (a page whose read fails again, say): sonner updates it by id. */
export function notify(kind: Kind, title: string, description: string): void {
  show(kind, title, { description, id: `${kind}\n${title}\n${description}` });
}

/** An `onError` for a mutation: the server's message under `title`, or a plain retry hint when there is none. */
export const notifyFailure = (title: string) => (err: unknown) =>
  notify('error', title, err instanceof Error ? err.message : 'Please try again.');
