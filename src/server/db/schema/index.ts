export * from './auth.ts';
export * from './players.ts';
export * from './community.ts';
export * from './tournaments.ts';
export * from './shop.ts';
export * from './platform.ts';
export * from './staff.ts';
export * from './requests.ts';
