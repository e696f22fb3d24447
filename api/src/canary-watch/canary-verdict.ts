/** What a canary's browsers and its stable version's reported since the canary started (issue 46). */
export interface CanaryCounts {
  canary: { errors: number; loads: number };
  stable: { errors: number; loads: number };
}

export interface CanaryRules {
  /** A canary with fewer errors is not judged yet. */
  minErrors: number;
  /** Errors per page load by which the canary may exceed the stable version. */
  margin: number;
}

/**
 * Errors per page load: page loads are the landings that reported their LCP (every sampled page load reports one when
 * the visitor interacts or leaves), at least one. Both versions are sampled alike, so the comparison holds.
 */
const rate = ({ errors, loads }: { errors: number; loads: number }) => errors / Math.max(loads, 1);

/** Whether a canary is rolled back, and the reason the log and the e-mail give. */
export function canaryVerdict(
  counts: CanaryCounts,
  rules: CanaryRules,
): { rollBack: boolean; reason: string } {
  const [canary, stable] = [rate(counts.canary), rate(counts.stable)];
  const said =
    `${counts.canary.errors} error(s) in ${counts.canary.loads} page load(s) (${canary.toFixed(2)} per load) against ` +
    `the stable version's ${counts.stable.errors} in ${counts.stable.loads} (${stable.toFixed(2)})`;
  if (counts.canary.errors < rules.minErrors)
    return { rollBack: false, reason: `${said}: fewer than ${rules.minErrors} errors, not judged yet` };
  if (canary - stable <= rules.margin)
    return { rollBack: false, reason: `${said}: within the margin of ${rules.margin} per load` };
  return { rollBack: true, reason: `${said}: more than ${rules.margin} per load above it` };
}
