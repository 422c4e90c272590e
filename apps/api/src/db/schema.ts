/**
 * Database schema (Drizzle), one file per area under schema/. Tables and columns are
 * snake_case; the API maps them to the spec's UPPER CASE names at the edge. Every
 * tenant-owned row carries codadm + codcli.
 */
export * from './schema/columns.ts';
export * from './schema/accounts.ts';
export * from './schema/candidate.ts';
export * from './schema/reference.ts';
export * from './schema/logs.ts';
export * from './schema/documents.ts';
export * from './schema/content.ts';
export * from './schema/links.ts';
export * from './schema/messaging.ts';
export * from './schema/privacy.ts';
export * from './schema/crosscheck.ts';
export * from './schema/dashboard.ts';
export * from './schema/certificates.ts';
export * from './schema/signature-kit.ts';
export * from './schema/esocial-transmission.ts';
export * from './schema/esocial-settings.ts';
export * from './schema/esocial-deadlines.ts';
