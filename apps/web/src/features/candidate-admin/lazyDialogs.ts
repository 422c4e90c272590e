/**
 * The staff view's edit dialogs, the eSocial panel and the print, log, access-link and new-password
 * dialogs load when first opened (issue 15 §4): their forms bring react-hook-form, the masks and the
 * registry's value schemas, the print selection and the log table, which the view's first paint does
 * not need (the page's budget of e2e/bundle-budget.e2e.test.ts).
 */
import { lazy } from 'react';

export const EditRegistrationDialog = lazy(() =>
  import('./edit/EditRegistrationDialog').then((m) => ({ default: m.EditRegistrationDialog })),
);
export const EditSectionFieldsDialog = lazy(() =>
  import('./edit/EditSectionFieldsDialog').then((m) => ({ default: m.EditSectionFieldsDialog })),
);
export const EditCustomFieldsDialog = lazy(() =>
  import('./edit/EditCustomFieldsDialog').then((m) => ({ default: m.EditCustomFieldsDialog })),
);
export const EsocialPanel = lazy(() =>
  import('./esocial/EsocialPanel').then((m) => ({ default: m.EsocialPanel })),
);
export const PrintDialog = lazy(() =>
  import('./print/PrintDialog').then((m) => ({ default: m.PrintDialog })),
);
export const PrintLinkDialog = lazy(() =>
  import('./print/PrintLinkDialog').then((m) => ({ default: m.PrintLinkDialog })),
);
export const LogDialog = lazy(() => import('./actions/LogDialog').then((m) => ({ default: m.LogDialog })));
export const AccessLinkDialog = lazy(() =>
  import('./actions/AccessLinkDialog').then((m) => ({ default: m.AccessLinkDialog })),
);
export const PasswordDialog = lazy(() =>
  import('./actions/PasswordDialog').then((m) => ({ default: m.PasswordDialog })),
);
