/** Where a sign-in continues: the admin address the guard was asked for (kept in the login route's state), else /admin. */
export function returnPathFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  // Only back-office paths of this site: never an absolute URL handed in from elsewhere.
  return typeof from === 'string' && /^\/admin(?:[/?]|$)/.test(from) && !from.startsWith('/admin/login')
    ? from
    : '/admin';
}
