/** yyyy-mm-dd days of a report (empty: the server's default range). */
export interface ReportRange {
  from: string;
  to: string;
}

/** The range as the on-screen reports' query (DATINICIAL, DATFINAL). */
export const rangeQuery = (r: ReportRange) => ({ DATINICIAL: r.from, DATFINAL: r.to });

/** yyyy-mm-dd → yyyyMMdd, as the spec's export payloads write dates. */
export const compactDay = (ymd: string) => ymd.replace(/-/g, '');
