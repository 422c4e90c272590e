/**
 * What the ocr module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { crosscheckJob } from './crosscheck-job.ts';
export { stopOcr } from './ocr-engine.ts';
export { runValidation, validationParameters } from './run-validation.ts';
export { showCrosscheck } from './show-crosscheck.ts';
