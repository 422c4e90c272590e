/**
 * What the user module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { changePassword, checkCurrentPassword } from './change-password.ts';
export { getPermissions } from './permissions.ts';
export { getProfileImage } from './profile-image.ts';
export { updateUserData, userDataColumns } from './user-data.ts';
