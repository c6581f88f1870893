// Static content of the community page. The statistics are hard-coded placeholders by design: nothing is fetched.

export const COMMUNITY_STATS = [
  { label: 'Discord Members', value: '2,500+' },
  { label: 'Active Trainers', value: '400+' },
  { label: 'Gym Battles Fought', value: '10,000+' },
  { label: 'Events Hosted', value: '50+' },
] as const;

export const CHANNELS = [
  { name: 'announcements', about: 'Server news, updates and maintenance windows.' },
  { name: 'general', about: 'Talk about anything with the rest of the community.' },
  { name: 'battle-strategy', about: 'Team building, tier discussion and replays to learn from.' },
  { name: 'gym-challenges', about: 'Find an online gym leader and line up your next badge.' },
  { name: 'tournaments', about: 'Sign-ups, brackets and results of every tournament.' },
  { name: 'trading', about: 'Trade creatures and items with other trainers.' },
  { name: 'showcase', about: 'Shinies, builds and proud moments.' },
  { name: 'support', about: 'Questions about the server? Staff and helpers answer here.' },
] as const;

export const PROGRAMS = [
  {
    title: 'Content Creator Program',
    text: 'Stream or make videos on the server? Get a creator tag, early access to new features and support from our team.',
  },
  {
    title: 'Trainer Mentorship',
    text: 'Experienced players pair up with newcomers to teach team building, breeding and ladder play.',
  },
  {
    title: 'Community Event Team',
    text: 'Help plan themed nights, raids and quick tournaments, and run them with staff.',
  },
  { title: 'Alpha Testers', text: 'Try new features before anyone else and help shape them with your feedback.' },
] as const;

export const SOCIALS = ['YouTube', 'Twitch', 'X (Twitter)', 'TikTok', 'Reddit'] as const;

export const ENCOURAGED = [
  'Be respectful to every trainer, win or lose.',
  'Share strategies and help newer players learn.',
  'Congratulate your opponents and play fair.',
  'Report bugs and rule breaks to staff instead of exploiting them.',
  'Keep channels on topic so everyone can find what they need.',
] as const;

export const NOT_ALLOWED = [
  'Harassment, hate speech or discrimination of any kind.',
  'Cheating, hacked clients, duplication glitches or exploits.',
  'Spam, advertising other servers or unsolicited DMs.',
  'Real-money trading of in-game creatures or items.',
  'Sharing anyone’s personal information.',
] as const;
