import { sql } from 'drizzle-orm';

// What the outboxes share (new requests and announcements posted to the staff webhook, mail to players): one
// attempt at a send, and what its row becomes after it. A failed send is tried again after 1, 2, 4 … seconds, at
// most 10 minutes apart; a sent one keeps its last error, so staff can see it went through on a retry.

const MAX_DELAY_SECONDS = 600;
const TIMEOUT_MS = 5_000;

/** Runs one send: null when it went, else why not. */
export async function attempt(send: () => Promise<unknown>): Promise<string | null> {
  try {
    await send();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** Posts a message to a Discord webhook; throws when Discord did not take it. */
export async function postToWebhook(url: string, message: unknown, post: typeof fetch): Promise<void> {
  const res = await post(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
}

/** The outbox row after its attempt number `attempts + 1`: sent, or its error and when to try again. */
export function afterAttempt(attempts: number, error: string | null) {
  return error === null
    ? { sentAt: new Date(), attempts: attempts + 1 }
    : {
        attempts: attempts + 1,
        lastError: error.slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${Math.min(2 ** attempts, MAX_DELAY_SECONDS)})`,
      };
}
