import type { AuthUser } from '@contracts';

/**
 * Who is signed in: the display name and, below it, the account's email (SPEC §2 user menu). Shown
 * only inside the opened menu, which only the account's owner sees; everything public shows the name.
 */
export function UserIdentity({ user }: { user: AuthUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3" data-testid="user-identity">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-500/15 font-semibold text-amber-300 uppercase"
      >
        {user.display_name.slice(0, 1)}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-white">{user.display_name}</p>
        {/* break-all: a long address wraps inside the menu rather than widening it. */}
        <p className="text-sm break-all text-slate-400">{user.email}</p>
      </div>
    </div>
  );
}
