export { AccessLogPage } from './AccessLogPage';
export { DataExportButton } from './DataExportButton';
export { PrivacyPage } from './PrivacyPage';
export { RequestsPage } from './RequestsPage';
export { ProcessingRecordTab } from './ProcessingRecordTab';
export { SensitiveValue } from './SensitiveValue';
