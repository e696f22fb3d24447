/**
 * Builds the deploy-skew journeys' variant builds (tests/support/skew-variants.ts) before the journeys run: in the
 * test command's build stage, beside the other builds, instead of inside the journeys' run where four rspack builds
 * at once slowed every journey running meanwhile. A variant whose inputs have not changed is not built again.
 */
import { buildVariant } from '../tests/support/skew-builds';
import { SKEW_VARIANTS } from '../tests/support/skew-variants';

const started = Date.now();
await Promise.all(SKEW_VARIANTS.map((variant) => buildVariant(variant)));
console.log(
  `${SKEW_VARIANTS.length} deploy-skew variants ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
