/**
 * The sealing of a signed kit and its public verification (issue 33 §3 and §4, decision 071): the
 * background job `kit-seal` that the signing flow asks for (app.jobs.runNow('kit-seal')) once the
 * last signer has signed, and the answer of POST /api/signature/verify.
 *
 * Other modules, routes, jobs and the CLI import it from here, never from its files (decision 030).
 */
export { KIT_SEAL_JOB, sealJob, type KitSealJob, type KitSealOptions, type KitSealRun } from './seal-job.ts';
export { initialsOf, VERIFY_LIMIT, verifySignature } from './verify.ts';
export { readVerifyInput, VERIFY_MULTIPART_LIMITS, type VerifyInput } from './verify-input.ts';
