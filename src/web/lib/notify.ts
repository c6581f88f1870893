/**
 * Shows a toast. sonner loads on demand, so the code every page needs does not carry it; a toast raised
 * before the Toaster has mounted is shown once it mounts.
 */
export function notify(kind: 'message' | 'success' | 'error', title: string, description: string): void {
  void import('sonner').then(({ toast }) =>
    kind === 'message' ? toast(title, { description }) : toast[kind](title, { description }),
  );
}
