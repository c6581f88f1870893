export interface VoteSite {
  name: string;
  url: string;
}

/**
 * The six server lists we are listed on (the vote page always shows six). The listing addresses follow
 * each site's usual pattern; staff replace them with the exact listing links when they change.
 */
export const VOTE_SITES: readonly VoteSite[] = [
  { name: 'Minecraft Server List', url: 'https://minecraft-server-list.com/server/cobble-league/vote/' },
  { name: 'MinecraftServers.org', url: 'https://minecraftservers.org/vote/cobble-league' },
  { name: 'Minecraft-MP', url: 'https://minecraft-mp.com/server/cobble-league/vote/' },
  { name: 'TopG', url: 'https://topg.org/minecraft-servers/server-cobble-league' },
  { name: 'Planet Minecraft', url: 'https://www.planetminecraft.com/server/cobble-league/vote/' },
  { name: 'Minecraft Server Net', url: 'https://minecraft-server.net/vote/cobbleleague/' },
];
