export { CandidatesPage } from './CandidatesPage';
export { CandidateRedirectPage } from './CandidateRedirectPage';
