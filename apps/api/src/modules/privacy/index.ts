/**
 * What the privacy module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { anonymizeCandidate } from './anonymize-candidate.ts';
export { dataExportInSlot } from './export-data.ts';
export { filePrivacyRequest } from './file-privacy-request.ts';
export { accessLogCsv, listAccessLog } from './list-access-log.ts';
export { sendPrivacyNotices } from './privacy-notice-job.ts';
export { answerPrivacyRequest, listPrivacyRequests } from './privacy-requests.ts';
export { processingRecordCsv, readProcessingRecord } from './processing-record.ts';
export { runRetention } from './retention.ts';
export { revealSensitive } from './reveal-sensitive.ts';
export { readTermsConfiguration, saveTermsConfiguration } from './terms-configuration.ts';
export { acceptTerms, currentTermsVersion, readTerms } from './terms.ts';
