import { createStore } from 'zustand/vanilla';
import { isCompanyEmail } from 'shared-contracts';

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export interface AuthState {
  /** False until the identity provider has reported the first auth state: guards wait instead of redirecting. */
  ready: boolean;
  user: AuthUser | null;
  companyDomain: string;
  /** Supplied by whoever owns the Firebase SDK (the shell, or a remote's standalone harness). */
  getIdToken: (forceRefresh: boolean) => Promise<string | null>;
  signOut: () => Promise<void>;
}

/**
 * One auth store for the whole page: the shell writes it, remotes read it. It is shared through Module Federation
 * as a singleton, so a remote never holds a stale copy of who is signed in.
 */
export const authStore = createStore<AuthState>(() => ({
  ready: false,
  user: null,
  companyDomain: '',
  getIdToken: async () => null,
  signOut: async () => {},
}));

export const selectIsStaff = (state: AuthState): boolean =>
  state.user !== null && isCompanyEmail(state.user.email, state.companyDomain);
