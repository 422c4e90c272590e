export { ReportsPage } from './ReportsPage';
export { StartReportPage } from './StartReportPage';
export { DetailedReportPage } from './DetailedReportPage';
