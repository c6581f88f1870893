/** Discord accounts of the demo data; the development Discord stand-in offers them on its sign-in page. */
export interface DemoDiscordUser {
  discordId: string;
  username: string;
  globalName: string;
  role: 'player' | 'staff' | 'admin';
  /** A short description for the stand-in's user picker. */
  about: string;
}

export const DEMO_DISCORD_USERS: DemoDiscordUser[] = [
  {
    discordId: '100000000000000001',
    username: 'ashtrainer',
    globalName: 'Ash',
    role: 'player',
    about: 'Player with a linked Minecraft account and a ladder rating',
  },
  {
    discordId: '100000000000000002',
    username: 'mistyleader',
    globalName: 'Misty',
    role: 'player',
    about: 'Water gym leader',
  },
  {
    discordId: '100000000000000003',
    username: 'blazeleader',
    globalName: 'Blaine',
    role: 'player',
    about: 'Fire gym leader',
  },
  {
    discordId: '100000000000000004',
    username: 'newcomer',
    globalName: 'Newcomer',
    role: 'player',
    about: 'New player, no Minecraft account linked',
  },
  {
    discordId: '100000000000000005',
    username: 'oakstaff',
    globalName: 'Professor Oak',
    role: 'staff',
    about: 'Staff member',
  },
  {
    discordId: '100000000000000006',
    username: 'serveradmin',
    globalName: 'Server Admin',
    role: 'admin',
    about: 'Administrator',
  },
];
