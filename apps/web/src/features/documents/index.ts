export { DocumentsTab } from './DocumentsTab';
export { TemporaryUploadPage } from './TemporaryUploadPage';
export { TemporaryFilePage } from './TemporaryFilePage';
export { LazyDocumentsTab, preloadDocumentsTab } from './lazy';
