/**
 * Every area of the contract, so tests can walk all operations (the API registers each one,
 * /api/docs shows each one with its answer) and nothing is forgotten.
 */
import { healthApi } from './health.ts';
import { referenceApi } from './reference.ts';
import { unitsApi } from './units.ts';
import type { Operation } from './operation.ts';
import { clientSettingsApi } from './client-settings.ts';
import { candidateRecordApi } from './candidate-record.ts';
import { candidatesApi } from './candidates.ts';
import { candidateExtrasApi } from './candidate-extras.ts';
import { candidateAddressApi } from './candidate-address.ts';
import { accessLinkApi } from './access-link.ts';
import { emailChangeApi } from './email-change.ts';
import { lifecycleApi } from './lifecycle.ts';
import { documentsApi } from './documents.ts';
import { documentFilesApi } from './document-files.ts';
import { printApi } from './print.ts';
import { candidateLogApi } from './candidate-log.ts';
import { tempUploadApi } from './temp-upload.ts';
import { configurationApi } from './configuration.ts';
import { configurationCustomFieldsApi } from './configuration-custom-fields.ts';
import { configurationDocumentsApi } from './configuration-documents.ts';
import { contentApi } from './content.ts';
import { reportsApi } from './reports.ts';
import { authApi } from './auth.ts';
import { lookupsApi } from './lookups.ts';
import { sharedLinksApi } from './shared-links.ts';
import { staffUsersApi } from './staff-users.ts';
import { userApi } from './user.ts';
import { conversationApi } from './conversation.ts';
import { mailPreviewApi } from './mail-preview.ts';
import { privacyApi } from './privacy.ts';
import { privacyRequestsApi } from './privacy-requests.ts';
import { esocialApi } from './esocial.ts';
import { termsApi } from './terms.ts';
import { reviewQueueApi } from './review-queue.ts';
import { dashboardApi } from './dashboard.ts';
import { crosscheckApi } from './crosscheck.ts';
import { certificateApi } from './certificate.ts';
import { esocialSettingsApi } from './esocial-settings.ts';
import { esocialTransmissionApi } from './esocial-transmission.ts';
import { signatureVerifyApi } from './signature.ts';
import { kitApi } from './kit.ts';
import { kitTemplatesApi } from './kit-templates.ts';

export const API = {
  health: healthApi,
  reference: referenceApi,
  units: unitsApi,
  clientSettings: clientSettingsApi,
  candidateRecord: candidateRecordApi,
  candidates: candidatesApi,
  candidateExtras: candidateExtrasApi,
  candidateAddress: candidateAddressApi,
  accessLink: accessLinkApi,
  emailChange: emailChangeApi,
  lifecycle: lifecycleApi,
  documents: documentsApi,
  documentFiles: documentFilesApi,
  print: printApi,
  candidateLog: candidateLogApi,
  tempUpload: tempUploadApi,
  configuration: configurationApi,
  configurationCustomFields: configurationCustomFieldsApi,
  configurationDocuments: configurationDocumentsApi,
  content: contentApi,
  reports: reportsApi,
  auth: authApi,
  lookups: lookupsApi,
  sharedLinks: sharedLinksApi,
  staffUsers: staffUsersApi,
  user: userApi,
  conversation: conversationApi,
  mailPreview: mailPreviewApi,
  privacy: privacyApi,
  privacyRequests: privacyRequestsApi,
  esocial: esocialApi,
  terms: termsApi,
  reviewQueue: reviewQueueApi,
  dashboard: dashboardApi,
  crosscheck: crosscheckApi,
  certificate: certificateApi,
  esocialSettings: esocialSettingsApi,
  // decision 077: sign and send, and the candidate's events
  esocialTransmission: esocialTransmissionApi,
  signatureVerify: signatureVerifyApi,
  kit: kitApi,
  kitTemplates: kitTemplatesApi,
} as const satisfies Record<string, Record<string, Operation>>;

/** Every operation, as `area.name` → operation. */
export const allOperations = (): [string, Operation][] =>
  Object.entries(API).flatMap(([area, ops]) =>
    Object.entries(ops as Record<string, Operation>).map(
      ([name, o]) => [`${area}.${name}`, o] as [string, Operation],
    ),
  );
