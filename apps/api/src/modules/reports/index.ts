/**
 * What the reports module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { exportPlan, streamCandidateExport } from './export-candidates.ts';
export { planImageLinks, streamImageLinks } from './generate-image-links.ts';
export { reportRange } from './report-range.ts';
export { detailedReport, startReport } from './screen-reports.ts';
