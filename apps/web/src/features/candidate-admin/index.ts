export { CandidateAdminPage } from './CandidateAdminPage';
