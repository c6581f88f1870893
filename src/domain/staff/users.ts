import { z } from 'zod';
import { USER_ROLES } from '../shared/elements.ts';
import { plainText } from '../shared/inputs.ts';
import { pageQuery } from './paging.ts';

export const staffUsersQuery = pageQuery.extend({
  q: plainText('The search').trim().max(100, 'The search must be at most 100 characters.').optional(),
  role: z.enum(USER_ROLES, { error: 'The role must be player, staff or admin.' }).optional(),
});

export const roleChangeSchema = z
  .object({ role: z.enum(USER_ROLES, { error: 'The role must be player, staff or admin.' }) })
  .meta({ id: 'RoleChange' });
export type RoleChange = z.infer<typeof roleChangeSchema>;

export const staffUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    discordId: z.string().nullable(),
    role: z.enum(USER_ROLES),
    gymLeader: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffUser' });
export type StaffUser = z.infer<typeof staffUserSchema>;

export const LAST_ADMIN_SELF = 'You are the last admin: make someone else an admin before you step down.';
export const LAST_ADMIN_OTHER = 'This is the last admin: make someone else an admin first.';
