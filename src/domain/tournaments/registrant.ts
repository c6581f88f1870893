// Who registers for a tournament comes from the account, never from the form: the Minecraft name of
// the linked account and the Discord name of the session. A player without a linked account is asked
// to link it first.

export const MINECRAFT_LINK_REQUIRED = 'Link your Minecraft account before you register.';
export const MINECRAFT_LINK_REQUIRED_REASON = 'minecraft_not_linked';
/** What the sign-up shows a player who is not linked yet, above the Link Minecraft button. */
export const LINK_FIRST_TEXT =
  'Your registration uses the Minecraft account linked to your site account. Link it first: it takes a minute in game.';

/** Why a Founders' Cup registration ended without the player withdrawing. */
export const DROPPED_NO_CHECKIN =
  'You were dropped from the tournament because you did not check in before check-in closed.';
