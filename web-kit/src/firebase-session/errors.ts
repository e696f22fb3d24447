import { MESSAGES } from 'shared-contracts';

/** The e-mail is outside the company domain: refused before the identity provider is called. */
export class CompanyDomainError extends Error {
  override name = 'CompanyDomainError';
  constructor(readonly domain: string) {
    super(MESSAGES.login.companyDomainOnly(domain));
  }
}

export type LoginLinkProblem = 'no-email' | 'invalid-link';

/** Completing an e-mail link failed; `message` is the spec text the completion page shows. */
export class LoginLinkError extends Error {
  override name = 'LoginLinkError';
  constructor(
    readonly problem: LoginLinkProblem,
    options?: { cause?: unknown },
  ) {
    super(problem === 'no-email' ? MESSAGES.login.noEmail : MESSAGES.login.invalidLink, options);
  }
}
