import { useState } from 'react';
import { useLocation } from 'react-router';
import { USER_ROLES, type UserRole } from '@/domain/shared/elements';
import type { StaffUser } from '@/domain/staff/users';
import { Pager } from '@/web/components/staff/pager';
import { QueryState } from '@/web/components/staff/query-state';
import { StaffPage } from '@/web/components/staff/staff-page';
import { Badge } from '@/web/components/ui/badge';
import { Input, Label, Select } from '@/web/components/ui/form-controls';
import { useAuth } from '@/web/lib/auth';
import { useStaffUsers } from './api';
import { RoleDialog, ROLE_NAMES } from './role-dialog';

/** Admins find an account by name or Discord id and change its role. */
const ROLE_OPTIONS = USER_ROLES.map((r) => (
  <option key={r} value={r}>
    {ROLE_NAMES[r]}
  </option>
));

export default function UsersPage() {
  const { user: me } = useAuth();
  // Other staff screens link here filtered to one account (?q=its name).
  const { search } = useLocation();
  const [q, setQ] = useState(() => new URLSearchParams(search).get('q') ?? '');
  const [role, setRole] = useState<UserRole | ''>('');
  const [page, setPage] = useState(1);
  const [change, setChange] = useState<{ target: StaffUser; role: UserRole } | null>(null);
  const users = useStaffUsers({ page, q, role });
  return (
    <StaffPage title="Users and roles" description="Grant and remove staff and admin roles.">
      <div className="mb-4 flex flex-wrap gap-3">
        <div className="min-w-56 flex-1">
          <Label htmlFor="user-search">Name or Discord id</Label>
          <Input
            id="user-search"
            type="search"
            maxLength={100}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div>
          <Label htmlFor="user-role">Role</Label>
          <Select
            id="user-role"
            value={role}
            onChange={(e) => {
              setRole(e.target.value as UserRole | '');
              setPage(1);
            }}
          >
            <option value="">Every role</option>
            {ROLE_OPTIONS}
          </Select>
        </div>
      </div>
      <QueryState query={users} label="accounts" isEmpty={(d) => d.items.length === 0} empty="No account matches.">
        {(data) => (
          <>
            <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Accounts">
              {data.items.map((u) => (
                <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="user-row">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {u.name} {u.id === me?.id && <span className="text-xs text-muted">(you)</span>}
                    </p>
                    <p className="text-xs text-muted">Discord {u.discordId ?? '—'}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    {u.gymLeader && <Badge>Gym leader</Badge>}
                    <Label htmlFor={`role-${u.id}`} className="sr-only">
                      Role of {u.name}
                    </Label>
                    <Select
                      id={`role-${u.id}`}
                      value={u.role}
                      onChange={(e) => setChange({ target: u, role: e.target.value as UserRole })}
                    >
                      {ROLE_OPTIONS}
                    </Select>
                  </div>
                </li>
              ))}
            </ul>
            <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} />
          </>
        )}
      </QueryState>
      <RoleDialog target={change?.target ?? null} role={change?.role ?? 'player'} onClose={() => setChange(null)} />
    </StaffPage>
  );
}
