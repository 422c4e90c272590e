export { AccessLogPage } from './AccessLogPage';
export { ProcessingRecordTab } from './ProcessingRecordTab';
export { SensitiveValue } from './SensitiveValue';
