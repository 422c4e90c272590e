export { FaqListPage } from './FaqListPage';
export { FaqFormPage } from './FaqFormPage';
export { CandidateFaqPage, CandidateFaqItemPage } from './CandidateFaqPage';
export { FaqEntries } from './FaqEntries';
