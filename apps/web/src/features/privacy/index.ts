export { AccessLogPage } from './AccessLogPage';
export { DataExportButton } from './DataExportButton';
export { PrivacyPage } from './PrivacyPage';
export { ProcessingRecordTab } from './ProcessingRecordTab';
export { SensitiveValue } from './SensitiveValue';
