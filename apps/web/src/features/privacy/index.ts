export { AccessLogPage } from './AccessLogPage';
export { AnonymizeButton } from './AnonymizeButton';
export { DataExportButton } from './DataExportButton';
export { PrivacyPage } from './PrivacyPage';
export { RequestsPage } from './RequestsPage';
export { ProcessingRecordTab } from './ProcessingRecordTab';
export { SensitiveValue } from './SensitiveValue';
export { LazyProcessingRecordTab } from './lazy';
