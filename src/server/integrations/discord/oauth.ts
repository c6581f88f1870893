import type { GenericOAuthUserInfo } from 'better-auth/plugins';

interface DiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  avatar?: string | null;
  email?: string | null;
  verified?: boolean;
}

/** Reads the signed-in Discord user and maps it onto a site account. */
export async function fetchDiscordProfile(baseUrl: string, accessToken: string): Promise<GenericOAuthUserInfo | null> {
  const res = await fetch(`${baseUrl}/api/users/@me`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!res.ok) return null;
  const u = (await res.json()) as DiscordUser;
  return {
    id: u.id,
    name: u.global_name || u.username,
    // Discord may withhold the email; the account is keyed by Discord id, so a placeholder is safe.
    email: u.email ?? `${u.id}@users.discord.invalid`,
    emailVerified: Boolean(u.email && u.verified),
    image: u.avatar ? `https://cdn.discordapp.com/avatars/${u.id}/${u.avatar}.png` : undefined,
    discordId: u.id,
  };
}
