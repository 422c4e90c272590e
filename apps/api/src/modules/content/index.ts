/**
 * What the content module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { getBenefits, saveBenefits } from './benefits.ts';
export { createDoubt, deleteDoubt, getDoubt, listDoubts, updateDoubt } from './doubts.ts';
export { hasContent, sanitizeRichText } from './sanitize-rich-text.ts';
