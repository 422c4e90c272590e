/**
 * What the configuration module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { LOGO_MAX_BYTES, removeClientLogo, saveClientLogo } from './client-logo-upload.ts';
export {
  createDocumentType,
  importDocumentTypes,
  importSources,
  listDocumentTypes,
  orderDocumentTypes,
  saveDocumentType,
} from './document-types.ts';
export { adminOf, assertSameClient, staffWithFlag } from './roles.ts';
export { saveBankPreference, saveSettings } from './save-settings.ts';
