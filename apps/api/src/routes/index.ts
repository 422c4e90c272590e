/**
 * Every route plugin of the API, in one list: app.ts registers them under /api after the
 * infrastructure (auth, input guard), so each route file only adds handlers to the contract's
 * operations.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import type { Storages } from '../modules/storage/index.ts';
import { authRoutes } from './auth.ts';
import { authorizedPersonRoutes } from './authorized-persons.ts';
import { candidateLogRoutes } from './candidate-log.ts';
import { candidateRecordRoutes } from './candidate-record.ts';
import { candidateRoutes } from './candidates.ts';
import { configurationRoutes } from './configuration.ts';
import { contentRoutes } from './content.ts';
import { customValueRoutes } from './custom-values.ts';
import { candidateAddressRoutes } from './candidate-address.ts';
import { accessLinkRoutes } from './access-link.ts';
import { emailChangeRoutes } from './email-change.ts';
import { dependentRoutes } from './dependents.ts';
import { documentRoutes } from './documents.ts';
import { healthRoutes } from './health.ts';
import { lifecycleRoutes } from './lifecycle.ts';
import { lookupRoutes } from './lookups.ts';
import { printRoutes } from './print.ts';
import { esocialRoutes } from './esocial.ts';
import { referenceRoutes } from './reference.ts';
import { reportRoutes } from './reports.ts';
import { sharedLinkRoutes } from './shared-links.ts';
import { staffUserRoutes } from './staff-users.ts';
import { statusChangeRoutes } from './status-change.ts';
import { tempUploadRoutes } from './temp-upload.ts';
import { unitRoutes } from './units.ts';
import { userRoutes } from './user.ts';
import { conversationRoutes } from './conversation.ts';
import { mailPreviewRoutes } from './mail-preview.ts';
import { privacyRoutes } from './privacy.ts';
import { reviewQueueRoutes } from './review-queue.ts';
import { dashboardRoutes } from './dashboard.ts';
import { crosscheckRoutes } from './crosscheck.ts';
import { certificateRoutes } from './certificate.ts';
import { esocialSettingsRoutes } from './esocial-settings.ts';
import { esocialDeadlinesRoutes } from './esocial-deadlines.ts';
import { signatureVerifyRoutes } from './signature-verify.ts';
import { kitRoutes } from './kit.ts';
import { kitTemplateRoutes } from './kit-templates.ts';

export interface RouteDeps {
  ctx: AppContext;
  storages: Storages;
}

const ROUTES: FastifyPluginAsyncZod<RouteDeps>[] = [
  healthRoutes,
  authRoutes,
  userRoutes,
  referenceRoutes,
  unitRoutes,
  candidateRoutes,
  candidateRecordRoutes,
  dependentRoutes,
  authorizedPersonRoutes,
  customValueRoutes,
  candidateAddressRoutes,
  accessLinkRoutes,
  emailChangeRoutes,
  statusChangeRoutes,
  lookupRoutes,
  lifecycleRoutes,
  printRoutes,
  esocialRoutes,
  configurationRoutes,
  contentRoutes,
  reportRoutes,
  staffUserRoutes,
  documentRoutes,
  candidateLogRoutes,
  tempUploadRoutes,
  sharedLinkRoutes,
  conversationRoutes,
  mailPreviewRoutes,
  privacyRoutes,
  reviewQueueRoutes,
  dashboardRoutes,
  crosscheckRoutes,
  certificateRoutes,
  esocialSettingsRoutes,
  esocialDeadlinesRoutes,
  signatureVerifyRoutes,
  kitRoutes,
  kitTemplateRoutes,
];

export const apiRoutes: FastifyPluginAsyncZod<RouteDeps> = async (api, deps) => {
  for (const routes of ROUTES) await api.register(routes, deps);
};
