import type { Config } from '../../config.ts';

export interface DiscordOnline {
  online: number | null;
  invite: string | null;
}

const TTL_MS = 60_000;

/** Reads the guild widget JSON (server-side) and keeps it for 60 seconds. */
export function createDiscordWidget(config: Config, fetchImpl: typeof fetch = fetch) {
  let cached: { at: number; value: DiscordOnline } | undefined;
  let inflight: Promise<DiscordOnline> | undefined;

  async function load(): Promise<DiscordOnline> {
    const { guildId, baseUrl } = config.discord;
    if (!guildId) return { online: null, invite: null };
    try {
      const res = await fetchImpl(`${baseUrl}/api/guilds/${encodeURIComponent(guildId)}/widget.json`, {
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) return { online: null, invite: null };
      const body = (await res.json()) as { presence_count?: unknown; instant_invite?: unknown };
      return {
        online: typeof body.presence_count === 'number' ? body.presence_count : null,
        invite: typeof body.instant_invite === 'string' ? body.instant_invite : null,
      };
    } catch {
      return { online: null, invite: null };
    }
  }

  return async function online(): Promise<DiscordOnline> {
    if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
    inflight ??= load().finally(() => (inflight = undefined));
    const value = await inflight;
    cached = { at: Date.now(), value };
    return value;
  };
}
