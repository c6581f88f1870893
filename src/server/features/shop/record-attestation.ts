import {
  ACCOUNT_CHANGED_MESSAGE,
  ATTESTATION_TEXTS,
  CHECKOUT_MESSAGES,
  usernameMatches,
  type AttestationRequest,
} from '../../../domain/shop/checkout.ts';
import type { Tx } from '../../db/client.ts';
import { purchaseAttestations } from '../../db/schema/index.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';
import { refuse } from './checkout-rules.ts';

/**
 * Stores what the buyer agreed to: the words are the server's, the confirmation is the linked
 * Minecraft account the dialog showed them (a name sent that is not the linked one is refused
 * without naming the linked one).
 */
export async function recordAttestation(db: Tx, userId: string, req: AttestationRequest) {
  const account = await linkedMinecraft(db, userId);
  if (!account) throw refuse(CHECKOUT_MESSAGES.minecraftRequired);
  if (!usernameMatches(req.minecraftUsername, account.name)) throw refuse(ACCOUNT_CHANGED_MESSAGE);
  const [row] = await db
    .insert(purchaseAttestations)
    .values({
      userId,
      attestationType: req.attestationType,
      attestationText: ATTESTATION_TEXTS[req.attestationType],
      userConfirmation: account.name,
    })
    .returning();
  return { id: row!.id, attestationType: req.attestationType, createdAt: row!.createdAt.toISOString() };
}
