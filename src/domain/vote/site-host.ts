// Apart from the schemas (sites.ts), so the vote page shows a host without loading zod.

/** "minecraft-mp.com" for https://www.minecraft-mp.com/server/1/vote/: what a card shows under the name. */
export function voteSiteHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
