import { aliasedTable } from 'drizzle-orm';
import { gymLeaders, matches, minecraftAccounts } from './schema/index.ts';

/** The columns every public view of a gym leader shows (arena, leaderboards, directory, trainer profile). */
export const gymLeaderSummary = {
  id: gymLeaders.id,
  displayName: gymLeaders.displayName,
  element: gymLeaders.element,
  status: gymLeaders.status,
  badgesAwarded: gymLeaders.badgesAwarded,
  winRate: gymLeaders.winRate,
};

/** A match's two players' accounts, joined on `matches.leaderUuid` and `matches.challengerUuid`. */
export const leaderAccount = aliasedTable(minecraftAccounts, 'leader_account');
export const challengerAccount = aliasedTable(minecraftAccounts, 'challenger_account');

/** The columns every list of matches shows (the home page's ticker, the staff search), with both players' names. */
export const matchSummary = {
  id: matches.id,
  kind: matches.kind,
  result: matches.result,
  startedAt: matches.startedAt,
  endedAt: matches.endedAt,
  leaderName: leaderAccount.name,
  challengerName: challengerAccount.name,
};
