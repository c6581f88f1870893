export interface Role {
  id: string;
  title: string;
  /** Commitment and contract type, where the role has one (Gym Leader 15+ hours a week, Content Creator contract). */
  tags: readonly string[];
  summary: string;
  duties: readonly string[];
  lookingFor: readonly string[];
}

export const ROLES: readonly Role[] = [
  {
    id: 'gym-leader',
    title: 'Gym Leader',
    tags: ['Part-time', '15+ hours a week', 'Paid'],
    summary:
      "Run one of the season's gyms: build a team around your element, take on challengers and award badges to the trainers who beat you.",
    duties: [
      'Be online for gym battles at least 15 hours a week and post your availability in Discord.',
      "Battle challengers fairly under the season's gym rules and award badges in game.",
      'Compete in the Elite Four Entry Tournament at the end of the competitive cycle.',
      'Promote your gym and help new players learn competitive play.',
    ],
    lookingFor: [
      'Aged 18 or older.',
      'Solid competitive battling experience and a clear team-building approach.',
      'Calm, respectful communication, even after a tough loss.',
    ],
  },
  {
    id: 'community-moderator',
    title: 'Community Moderator',
    tags: ['Community team'],
    summary: 'Keep the server and the Discord friendly and fair for every player.',
    duties: [
      'Watch chat in game and in Discord, and step in when the rules are broken.',
      'Handle player reports and gather evidence for staff decisions.',
      "Answer new players' questions and point them to the right guide.",
    ],
    lookingFor: [
      'An active member of the community with a clean record.',
      'Good judgement and a fair, even tone.',
      'Knowledge of the Server Rules and willingness to learn the moderation tools.',
    ],
  },
  {
    id: 'content-creator',
    title: 'Content Creator',
    tags: ['Contract'],
    summary: 'Show the world what happens on the server through videos, streams, clips and guides.',
    duties: [
      'Create regular content about gym battles, tournaments, events and seasons.',
      'Cover big moments such as tournament finals and Elite Four challenges.',
      'Work with staff on announcements for new seasons and events.',
    ],
    lookingFor: [
      'An existing channel or portfolio (YouTube, Twitch, TikTok or similar).',
      'Reliable delivery on agreed deadlines.',
      'Content suitable for an audience aged 13 and up.',
    ],
  },
];
