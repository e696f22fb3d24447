/**
 * `npm run reference [-- <git ref>]`: builds the reference deployment a team's check composes its package with (the
 * shell, remotes and API of main's commit; see reference.ts). `npm run verify` builds it itself when it is missing or
 * main has moved; this command does it ahead, or for another ref.
 */
import { defaultReferenceRef, ensureReference } from './reference';

const ref = process.argv[2] ?? defaultReferenceRef();
const started = performance.now();
const reference = await ensureReference(ref);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  reference.built
    ? `Reference of ${ref} (${reference.commit.slice(0, 12)}) built in ${seconds} s: ${reference.dir}`
    : `Reference of ${ref} (${reference.commit.slice(0, 12)}) is up to date: ${reference.dir}`,
);
