/**
 * What the staff-users module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { visibleStaff } from './staff-scope.ts';
export { deleteStaffUser, resetStaffPassword } from './staff-user-actions.ts';
export {
  createStaffUser,
  getStaffUser,
  grantableClients,
  listStaffUsers,
  updateStaffUser,
} from './staff-users.ts';
