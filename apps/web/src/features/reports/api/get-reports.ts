/** The on-screen reports: initial counts and the detailed list (RELATORIO). */
import { reportsApi } from '@admissao/domain';
import { callQuery } from '../../../lib/call';
import { rangeQuery, type ReportRange } from '../range';

export const getStartReportQueryOptions = (r: ReportRange) =>
  callQuery(reportsApi.start, { query: rangeQuery(r) }, { retry: false });

export const getDetailedReportQueryOptions = (r: ReportRange, page: number, pageSize: number) =>
  callQuery(reportsApi.detailed, { query: { ...rangeQuery(r), page, pageSize } }, { retry: false });
