/**
 * The staff view's edit dialogs, the eSocial panel and the print, log, access-link and new-password
 * dialogs load when first opened (issue 15 §4): their forms bring react-hook-form, the masks and the
 * registry's value schemas, the print selection and the log table, which the view's first paint does
 * not need (the page's budget of e2e/bundle-budget.e2e.test.ts).
 */
import { lazyNamed } from '../../lib/deferred';

export const EditRegistrationDialog = lazyNamed(
  () => import('./edit/EditRegistrationDialog'),
  'EditRegistrationDialog',
);
export const EditSectionFieldsDialog = lazyNamed(
  () => import('./edit/EditSectionFieldsDialog'),
  'EditSectionFieldsDialog',
);
export const EditCustomFieldsDialog = lazyNamed(
  () => import('./edit/EditCustomFieldsDialog'),
  'EditCustomFieldsDialog',
);
export const EsocialPanel = lazyNamed(() => import('./esocial/EsocialPanel'), 'EsocialPanel');
export const PrintDialog = lazyNamed(() => import('./print/PrintDialog'), 'PrintDialog');
export const PrintLinkDialog = lazyNamed(() => import('./print/PrintLinkDialog'), 'PrintLinkDialog');
export const LogDialog = lazyNamed(() => import('./actions/LogDialog'), 'LogDialog');
export const AccessLinkDialog = lazyNamed(() => import('./actions/AccessLinkDialog'), 'AccessLinkDialog');
export const PasswordDialog = lazyNamed(() => import('./actions/PasswordDialog'), 'PasswordDialog');
export const KitPanel = lazyNamed(() => import('./kit/KitPanel'), 'KitPanel');
