/** Every text a player reads about linking by a code sent in game (no mod on the server); tests quote them. */
export const LINK_BY_NAME_TEXTS = {
  noModToggle: 'No mod? Get a code in game',
  withModToggle: 'Server has the mod? Use the /link command',
  nameIntro: 'Join the server, then enter your Minecraft name. We send you a one-time code in the game chat.',
  nameLabel: 'Minecraft name',
  send: 'Send me a code',
  codeIntro: (name: string) => `We sent a code to ${name} in the game chat. Type it here.`,
  codeLabel: 'Code from the game chat',
  link: 'Link account',
  sendAgain: 'Send a new code',
  // Refusals (the server's messages).
  notOnline: (name: string) => `${name} is not online on the server right now. Join the server, then try again.`,
  takenName: (name: string) => `The Minecraft account ${name} is already linked to another site account.`,
  alreadyLinked: (name: string) => `Your account is already linked to the Minecraft account ${name}.`,
  tooManyRequests: 'Too many codes asked for. Please wait a few minutes and try again.',
  tooManyForName: (name: string) =>
    `A code was sent to ${name} several times already. Please wait a few minutes and try again.`,
  noCode: 'No code is waiting for you. Ask for a code first.',
  expired: 'This code has expired. Ask for a new one.',
  used: 'This code has already been used. Ask for a new one.',
  wrongCode: 'That code is not right. Check the code in the game chat and try again.',
  tooManyWrong: 'Too many wrong codes: this code no longer works. Ask for a new one.',
  tooManyTries: 'Too many tries. Please wait a few minutes and try again.',
} as const;

/** `reason` of the refusals a screen tells apart (AppError reason). */
export const LINK_BY_NAME_REASONS = { notOnline: 'not_online', wrongCode: 'wrong_code' } as const;
