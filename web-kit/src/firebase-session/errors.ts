import { MESSAGES } from 'shared-contracts';

/** The e-mail is outside the company domain: refused before the identity provider is called. */
export class CompanyDomainError extends Error {
  override name = 'CompanyDomainError';
  constructor(readonly domain: string) {
    super(MESSAGES.login.companyDomainOnly(domain));
  }
}

export type LoginLinkProblem = 'no-email' | 'invalid-link' | 'wrong-email';

const LINK_PROBLEM_MESSAGE: Readonly<Record<LoginLinkProblem, string>> = {
  'no-email': MESSAGES.login.noEmail,
  'invalid-link': MESSAGES.login.invalidLink,
  'wrong-email': MESSAGES.login.linkEmailMismatch,
};

/**
 * Completing an e-mail link failed; `message` is the text the completion page shows. 'no-email' (nothing stored in
 * this browser) and 'wrong-email' (not the address the link was sent to) can be put right by typing the address.
 */
export class LoginLinkError extends Error {
  override name = 'LoginLinkError';
  constructor(
    readonly problem: LoginLinkProblem,
    options?: { cause?: unknown },
  ) {
    super(LINK_PROBLEM_MESSAGE[problem], options);
  }
}

type ProviderErrorKind = Exclude<keyof typeof MESSAGES.identityProvider, 'unknown' | 'details'>;

/** Firebase Auth codes of the error kinds spec section 8 names (two codes mean "invalid credential"). */
const KIND_BY_CODE: Readonly<Record<string, ProviderErrorKind>> = {
  'auth/wrong-password': 'wrongPassword',
  'auth/user-not-found': 'userNotFound',
  'auth/email-already-in-use': 'emailAlreadyInUse',
  'auth/invalid-credential': 'invalidCredential',
  'auth/invalid-login-credentials': 'invalidCredential',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/user-disabled': 'userDisabled',
  'auth/requires-recent-login': 'requiresRecentLogin',
  'auth/network-request-failed': 'networkRequestFailed',
  'auth/popup-blocked': 'popupBlocked',
  'auth/popup-closed-by-user': 'popupClosedByUser',
  'auth/unauthorized-domain': 'unauthorizedDomain',
};

/** The provider's error code: FirebaseError.code, or the '(auth/...)' its message ends with. */
export function providerErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('auth/')) return code;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /\((auth\/[a-z0-9-]+)\)/i.exec(message)?.[1];
}

export interface SignInErrorNotice {
  /** The plain sentence to show. */
  message: string;
  /** The small details line under it (the provider's code), when the provider raised the error. */
  details?: string;
}

/**
 * What a failed sign-in (or another identity-provider call) tells the user: a provider error becomes the plain
 * sentence of its kind, with its code on the details line ('Firebase: Error (auth/wrong-password).' helps nobody at a
 * login form). Our own errors (company-domain refusal, sign-in link problems) already carry their spec text.
 */
export function describeSignInError(error: unknown): SignInErrorNotice {
  const code = providerErrorCode(error);
  if (code) {
    const kind = KIND_BY_CODE[code.toLowerCase()];
    return {
      message: kind ? MESSAGES.identityProvider[kind] : MESSAGES.identityProvider.unknown,
      details: MESSAGES.identityProvider.details(code),
    };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}
