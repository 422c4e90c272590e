export { DocumentsTab } from './DocumentsTab';
export { TemporaryUploadPage } from './TemporaryUploadPage';
