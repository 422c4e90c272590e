/**
 * What the audit module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { writeAudit, type AuditEntry } from './audit.ts';
