import { NOTIFICATIONS_MESSAGES } from '@/domain/notifications/kinds';
import { Checkbox, Label } from '@/web/components/ui/form-controls';
import { toast } from '@/web/lib/notify';
import { usePreferences, useSavePreference } from './api';

/** Per kind, whether it is also sent by e-mail (every kind always lists on the site). */
export function PreferencesSection() {
  const prefs = usePreferences();
  const save = useSavePreference();
  return (
    <section className="mt-10" aria-labelledby="preferences-heading">
      <h2 id="preferences-heading" className="text-xl font-bold">
        E-mail preferences
      </h2>
      {prefs.isPending ? (
        <p role="status" className="mt-2">
          Loading your preferences…
        </p>
      ) : prefs.isError ? (
        <p role="alert" className="mt-2">
          Your preferences could not be loaded.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            {prefs.data.email
              ? `Every notification shows here. Those ticked are also sent to ${prefs.data.email} (your Discord account's address).`
              : NOTIFICATIONS_MESSAGES.noAddress}
          </p>
          <ul className="mt-3 space-y-2">
            {prefs.data.kinds.map((k) => (
              <li key={k.kind} className="flex items-center gap-2">
                <Checkbox
                  id={`mail-${k.kind}`}
                  checked={k.email}
                  disabled={!prefs.data.email || save.isPending}
                  onChange={(e) =>
                    save.mutate(
                      { kind: k.kind, email: e.currentTarget.checked },
                      {
                        onSuccess: () => toast.success(NOTIFICATIONS_MESSAGES.preferencesSaved),
                        onError: (err) => toast.error('Could not save', { description: err.message }),
                      },
                    )
                  }
                />
                <Label htmlFor={`mail-${k.kind}`}>{k.label}</Label>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
