/** Staff are the users whose e-mail ends with @{company domain} (spec section 6). Case-insensitive, exact domain. */
export function isCompanyEmail(email: string | null | undefined, companyDomain: string): boolean {
  if (!email) return false;
  return email.toLowerCase().endsWith(`@${companyDomain.toLowerCase()}`);
}
