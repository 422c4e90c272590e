/**
 * The account dialogs are loaded when first opened (issue 15 §4): their forms bring react-hook-form,
 * the input masks and the schemas, which no page needs on its first paint.
 */
import { lazy } from 'react';

export const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
export const UserDataDialog = lazy(() =>
  import('./UserDataDialog').then((m) => ({ default: m.UserDataDialog })),
);
export const DisplayPrefsDialog = lazy(() =>
  import('./DisplayPrefsDialog').then((m) => ({ default: m.DisplayPrefsDialog })),
);
