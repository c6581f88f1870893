import { toast } from '@/web/lib/notify';
import type { UserRole } from '@/domain/shared/elements';
import type { StaffUser } from '@/domain/staff/users';
import { ConfirmDialog } from '@/web/components/staff/confirm-dialog';
import { useChangeRole } from './api';

const ROLE_NAMES: Record<UserRole, string> = { player: 'Player', staff: 'Staff', admin: 'Admin' };

/** Confirms a role change; the server refuses to remove the last admin and says so here. */
export function RoleDialog({
  target,
  role,
  onClose,
}: {
  target: StaffUser | null;
  role: UserRole;
  onClose: () => void;
}) {
  const change = useChangeRole();
  if (!target) return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) {
          change.reset();
          onClose();
        }
      }}
      title={`Make ${target.name} ${ROLE_NAMES[role].toLowerCase()}?`}
      confirm={`Make ${ROLE_NAMES[role].toLowerCase()}`}
      danger={role === 'player' || target.role === 'admin'}
      pending={change.isPending}
      error={change.error?.message}
      onConfirm={() =>
        change.mutate(
          { id: target.id, role },
          {
            onSuccess: (r) => {
              toast.success('Role changed', { description: `${r.name} is now ${ROLE_NAMES[r.role].toLowerCase()}.` });
              onClose();
            },
          },
        )
      }
    >
      <p>
        {target.name} is {ROLE_NAMES[target.role as UserRole].toLowerCase()} now. The change holds from their next
        request; they do not need to sign in again.
      </p>
      {role === 'player' && <p>They lose access to the staff area.</p>}
      {role === 'admin' && <p>Admins can change roles and read the audit log.</p>}
    </ConfirmDialog>
  );
}

export { ROLE_NAMES };
