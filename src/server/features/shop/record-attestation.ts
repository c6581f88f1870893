import {
  ATTESTATION_TEXTS,
  CHECKOUT_MESSAGES,
  usernameConfirmationMessage,
  usernameMatches,
  type AttestationRequest,
} from '../../../domain/shop/checkout.ts';
import type { Tx } from '../../db/client.ts';
import { purchaseAttestations } from '../../db/schema/index.ts';
import { linkedMinecraft } from '../../players/minecraft-accounts.ts';
import { refuse } from './checkout-rules.ts';

/**
 * Stores what the buyer agreed to: the words are the server's, the confirmation is the Minecraft
 * name they typed, which must be their linked account's.
 */
export async function recordAttestation(db: Tx, userId: string, req: AttestationRequest) {
  const account = await linkedMinecraft(db, userId);
  if (!account) throw refuse(CHECKOUT_MESSAGES.minecraftRequired);
  if (!usernameMatches(req.minecraftUsername, account.name)) throw refuse(usernameConfirmationMessage(account.name));
  const [row] = await db
    .insert(purchaseAttestations)
    .values({
      userId,
      attestationType: req.attestationType,
      attestationText: ATTESTATION_TEXTS[req.attestationType],
      userConfirmation: req.minecraftUsername.trim(),
    })
    .returning();
  return { id: row!.id, attestationType: req.attestationType, createdAt: row!.createdAt.toISOString() };
}
