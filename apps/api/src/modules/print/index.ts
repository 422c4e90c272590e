/**
 * What the print module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { loadLabels, resolveLabels } from './lookup-labels.ts';
export {
  candidateSheetPdf,
  createPrintLink,
  printCandidate,
  printFormByToken,
  printPdfByToken,
} from './print-candidate.ts';
export { registerPdfFonts, type PdfDocument } from './pdf-fonts.ts';
