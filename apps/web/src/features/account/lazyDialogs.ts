/**
 * The account dialogs are loaded when first opened (issue 15 §4): their forms bring react-hook-form,
 * the input masks and the schemas, which no page needs on its first paint.
 */
import { lazyNamed } from '../../lib/deferred';

export const ChangePasswordDialog = lazyNamed(() => import('./ChangePasswordDialog'), 'ChangePasswordDialog');
export const UserDataDialog = lazyNamed(() => import('./UserDataDialog'), 'UserDataDialog');
export const DisplayPrefsDialog = lazyNamed(() => import('./DisplayPrefsDialog'), 'DisplayPrefsDialog');
