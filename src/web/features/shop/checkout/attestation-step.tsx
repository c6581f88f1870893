import { useState } from 'react';
import { Link } from 'react-router';
import { needsEvPolicy } from '@/domain/shop/catalog';
import { ATTESTATION_TEXTS, CHECKOUT_MESSAGES } from '@/domain/shop/checkout';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/form-controls';
import { useCart } from '../cart-store';
import { saveAttestation } from './checkout-api';
import { toastMessage, toastServerRefusal } from './checkout-messages';

export interface Attestations {
  attestationId: string;
  evPolicyAttestationId: string | null;
}

/**
 * The buyer confirms they will be online to receive the items (and the EV Editor Policy for Master).
 * The linked account is shown, not typed again: the server checks that it is still the linked one.
 */
export function AttestationStep({
  linkedName,
  onBack,
  onDone,
}: {
  linkedName: string;
  onBack: () => void;
  onDone: (a: Attestations) => void;
}) {
  const cart = useCart();
  const needsEv = needsEvPolicy(cart.items.map((i) => i.id));
  const [online, setOnline] = useState(false);
  const [ev, setEv] = useState(false);
  const [saving, setSaving] = useState(false);

  const confirm = async () => {
    if (!online) return toastMessage(CHECKOUT_MESSAGES.attestationRequired);
    if (needsEv && !ev) return toastMessage(CHECKOUT_MESSAGES.evPolicyRequired);
    setSaving(true);
    try {
      const saved = await saveAttestation({
        attestationType: 'minecraft_online_requirement',
        accepted: true,
        minecraftUsername: linkedName,
      }).catch((err: unknown) => {
        toastServerRefusal(err, CHECKOUT_MESSAGES.attestationSaveFailed);
        return null;
      });
      if (!saved) return;
      if (!saved.id) return toastMessage(CHECKOUT_MESSAGES.attestationConfirmFailed);
      let evId: string | null = null;
      if (needsEv) {
        const evSaved = await saveAttestation({
          attestationType: 'ev_editor_policy',
          accepted: true,
          minecraftUsername: linkedName,
        }).catch((err: unknown) => {
          toastServerRefusal(err, CHECKOUT_MESSAGES.evPolicySaveFailed);
          return null;
        });
        if (!evSaved) return;
        if (!evSaved.id) return toastMessage(CHECKOUT_MESSAGES.attestationConfirmFailed);
        evId = evSaved.id;
      }
      onDone({ attestationId: saved.id, evPolicyAttestationId: evId });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-lg border border-border p-3 text-sm">
        Minecraft account: <strong data-testid="checkout-minecraft">{linkedName}</strong>
      </p>
      <label className="flex gap-3 text-sm">
        <Checkbox checked={online} onChange={(e) => setOnline(e.target.checked)} className="mt-0.5 shrink-0" />
        <span>{ATTESTATION_TEXTS.minecraft_online_requirement}</span>
      </label>
      {needsEv && (
        <label className="flex gap-3 text-sm">
          <Checkbox checked={ev} onChange={(e) => setEv(e.target.checked)} className="mt-0.5 shrink-0" />
          <span>
            {ATTESTATION_TEXTS.ev_editor_policy}{' '}
            <Link to="/wiki#ev-editor-policy" target="_blank" className="text-accent underline">
              Read the EV Editor Policy
            </Link>
          </span>
        </label>
      )}
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => void confirm()} loading={saving}>
          Continue
        </Button>
      </div>
    </div>
  );
}
