export { StaffUsersPage } from './StaffUsersPage';
