import type { Tx } from '../client.ts';
import { voteSites } from '../schema/index.ts';

/**
 * The six server lists of the demo (the vote page shows six). Their listing addresses follow each site's usual
 * pattern; staff replace them with the league's exact listing links in the staff area (Vote sites).
 */
export const DEMO_VOTE_SITES = [
  { name: 'Minecraft Server List', url: 'https://minecraft-server-list.com/server/cobble-league/vote/' },
  { name: 'MinecraftServers.org', url: 'https://minecraftservers.org/vote/cobble-league' },
  { name: 'Minecraft-MP', url: 'https://minecraft-mp.com/server/cobble-league/vote/' },
  { name: 'TopG', url: 'https://topg.org/minecraft-servers/server-cobble-league' },
  { name: 'Planet Minecraft', url: 'https://www.planetminecraft.com/server/cobble-league/vote/' },
  { name: 'Minecraft Server Net', url: 'https://minecraft-server.net/vote/cobbleleague/' },
].map((site) => ({ ...site, rewardNote: '1 vote key per vote, every 24 hours' }));

export async function seedDemoVoteSites(db: Tx): Promise<void> {
  await db.insert(voteSites).values(DEMO_VOTE_SITES.map((site, i) => ({ ...site, position: i + 1 })));
}
