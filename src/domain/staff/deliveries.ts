import { z } from 'zod';
import { DELIVERY_KINDS, DELIVERY_STATUSES, PURCHASE_STATUSES } from '../shop/enums.ts';
import { PURCHASE_DELIVERY_STATES } from '../game/deliveries.ts';

// Request and response shapes of the staff delivery endpoints (snake_case like the game API they look into).

export const staffDeliveryAction = z
  .object({
    id: z.string(),
    purchase_id: z.string().nullable(),
    kind: z.enum(DELIVERY_KINDS),
    player_uuid: z.string().nullable(),
    /** The player's Minecraft name, joined by the server for the lists (absent on a single action's answer). */
    player_name: z.string().nullable().optional(),
    payload: z.record(z.string(), z.unknown()),
    requires_online: z.boolean(),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    not_before: z.string(),
    lease_expires_at: z.string().nullable(),
    acknowledged_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'StaffDeliveryAction' });

export const purchaseDeliveryStatus = z
  .object({
    purchase_id: z.string(),
    purchase_status: z.enum(PURCHASE_STATUSES),
    delivery_state: z.enum(PURCHASE_DELIVERY_STATES),
    actions: z.array(staffDeliveryAction),
  })
  .meta({ id: 'PurchaseDeliveryStatus' });

export const deliveryListQuery = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
