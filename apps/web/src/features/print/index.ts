export { PrintFormPage } from './PrintFormPage';
