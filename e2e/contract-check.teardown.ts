import { contractCheckVerdict } from 'stack/contract-violations';

/**
 * The end of every journey run (issue 43): the run fails when an API it started saw an exchange outside its OpenAPI
 * document, naming each one. The APIs wrote them to the run's file (playwright.config.ts names it).
 */
export default function contractCheckTeardown(): void {
  const file = process.env.API_CONTRACT_VIOLATIONS_FILE;
  if (!file) throw new Error('API_CONTRACT_VIOLATIONS_FILE is not set: playwright.config.ts names it');
  const { failures, notes } = contractCheckVerdict(file, Boolean(process.env.CI));
  for (const note of notes) console.warn(`contract check: ${note}`);
  if (failures.length)
    throw new Error(
      `The API's traffic during the journeys left its OpenAPI document (${failures.length}):\n` +
        failures.map((failure) => `  ${failure}`).join('\n'),
    );
  if (!notes.length)
    console.log('contract check: every API exchange of the journeys fits the OpenAPI document');
}
