import { NavLink, useLocation, useNavigate } from 'react-router';
import { Label, Select } from '@/web/components/ui/form-controls';
import { cn } from '@/web/lib/cn';
import type { StaffSection } from '@/web/lib/staff-section';

const GROUPS: StaffSection['group'][] = ['Overview', 'Community', 'Operations', 'Admin'];
const href = (s: StaffSection) => (s.path ? `/staff/${s.path}` : '/staff');

/** The staff area's own navigation: a side list on wide screens, a select on phones. */
export function StaffNav({ sections }: { sections: StaffSection[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = [...sections].reverse().find((s) => pathname === href(s) || pathname.startsWith(`${href(s)}/`));
  return (
    <>
      <div className="md:hidden">
        <Label htmlFor="staff-section">Staff section</Label>
        <Select
          id="staff-section"
          className="mt-1"
          value={current ? href(current) : '/staff'}
          onChange={(e) => navigate(e.target.value)}
        >
          {GROUPS.map((g) => {
            const items = sections.filter((s) => s.group === g);
            if (items.length === 0) return null;
            return (
              <optgroup key={g} label={g}>
                {items.map((s) => (
                  <option key={s.path} value={href(s)}>
                    {s.label}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </Select>
      </div>
      <nav aria-label="Staff" className="hidden w-52 shrink-0 md:block">
        {GROUPS.map((g) => {
          const items = sections.filter((s) => s.group === g);
          if (items.length === 0) return null;
          return (
            <div key={g} className="mb-4">
              <p className="mb-1 px-2 text-xs font-bold uppercase tracking-wide text-muted">{g}</p>
              <ul className="space-y-0.5">
                {items.map((s) => (
                  <li key={s.path}>
                    <NavLink
                      to={href(s)}
                      end={s.path === ''}
                      className={({ isActive }) =>
                        cn(
                          'block rounded-md px-2 py-1.5 text-sm hover:bg-surface-2',
                          isActive ? 'bg-surface-2 font-semibold text-accent' : 'text-foreground',
                        )
                      }
                    >
                      {s.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
    </>
  );
}
