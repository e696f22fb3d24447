/**
 * Creates (or resets) the demo logins in the Auth emulator through its REST API. The `Bearer owner` token is the
 * emulator's admin credential; it only works against the emulator.
 */
export interface SeedAccount {
  email: string;
  password: string;
  emailVerified: boolean;
  displayName: string;
}

export const STAFF_ACCOUNT: SeedAccount = {
  email: 'staff@alamomasonry.com',
  password: 'Staff-Pass-2026',
  emailVerified: true,
  displayName: 'Demo Staff',
};

export const VISITOR_ACCOUNT: SeedAccount = {
  email: 'visitor@example.com',
  password: 'Visitor-Pass-2026',
  emailVerified: true,
  displayName: 'Demo Visitor',
};

export function staffAccountFor(companyDomain: string): SeedAccount {
  return { ...STAFF_ACCOUNT, email: `staff@${companyDomain}` };
}

async function call<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Idempotent: an existing account gets its password and verified flag reset, so the printed logins always work. */
export async function seedAccount(emulatorUrl: string, projectId: string, account: SeedAccount): Promise<void> {
  const base = `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  const lookup = await call<{ users?: { localId: string }[] }>(`${base}/accounts:lookup`, { email: [account.email] });
  const existing = lookup.users?.[0];
  if (existing) {
    await call(`${base}/accounts:update`, {
      localId: existing.localId,
      password: account.password,
      emailVerified: account.emailVerified,
      displayName: account.displayName,
      disableUser: false,
    });
  } else {
    await call(`${base}/accounts`, {
      email: account.email,
      password: account.password,
      emailVerified: account.emailVerified,
      displayName: account.displayName,
    });
  }
}
