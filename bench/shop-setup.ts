import pg from 'pg';
import { signIn } from './scenarios/ladder-rank.ts';

// A signed-in buyer with a linked Minecraft account and a gym leader to support (one with a linked
// Minecraft account too, as the checkout requires), for the shop scenarios.

export interface BenchBuyer {
  base: string;
  cookie: string;
  userId: string;
  minecraftName: string;
  leaderId: string;
}

export async function benchBuyer(base: string, databaseUrl: string, name: string): Promise<BenchBuyer> {
  const cookie = await signIn(base, name);
  const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { user: { id: string } };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const minecraftName = `Mc${name}`.slice(0, 16);
    await client.query(
      `insert into minecraft_accounts (uuid, name, user_id, linked_at) values (gen_random_uuid(), $1, $2, now())`,
      [minecraftName, me.user.id],
    );
    const { rows } = await client.query<{ id: string }>(
      `with u as (insert into "user" (id, name, email, discord_id) values ($1, $2, $3, $4) returning id)
       , mc as (insert into minecraft_accounts (uuid, name, user_id, linked_at)
                select gen_random_uuid(), $5, id, now() from u)
       insert into gym_leaders (user_id, display_name, element) select id, $2, 'fire' from u returning id`,
      [
        `bench-leader-${name}`,
        `Leader ${name}`,
        `leader-${name}@example.test`,
        `8${Date.now()}`.slice(0, 18),
        `Ldr${name}`.slice(0, 16),
      ],
    );
    return { base, cookie, userId: me.user.id, minecraftName, leaderId: rows[0]!.id };
  } finally {
    await client.end();
  }
}

async function post(b: BenchBuyer, path: string, body: unknown) {
  const res = await fetch(`${b.base}${path}`, {
    method: 'POST',
    headers: { cookie: b.cookie, origin: b.base, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, string>>;
}

/** Attests and checks out; returns the Checkout Session id. */
export async function benchCheckout(b: BenchBuyer, items: { id: string; quantity: number }[]) {
  const attestation = await post(b, '/api/shop/attestations', {
    attestationType: 'minecraft_online_requirement',
    accepted: true,
    minecraftUsername: b.minecraftName,
  });
  const started = await post(b, '/api/shop/checkout', {
    items,
    gymLeaderId: b.leaderId,
    minecraftUsername: b.minecraftName,
    attestationId: attestation.id,
    evPolicyAttestationId: null,
  });
  return started.sessionId!;
}

export type StripeEvent = { id: string; type: string };

/** A Stripe stand-in action whose events are kept, not delivered. */
export async function standInEvents(base: string, path: string): Promise<StripeEvent[]> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await fetch(`${base}/dev/stripe/dev/${path}${sep}deliver=false`, { method: 'POST' });
  if (!res.ok) throw new Error(`stand-in ${path}: ${res.status}`);
  return ((await res.json()) as { events: StripeEvent[] }).events;
}

export async function standInSession(base: string, id: string) {
  return (await (await fetch(`${base}/dev/stripe/dev/sessions/${id}`)).json()) as {
    payment_intent: string | null;
    subscription: string | null;
  };
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}
