/**
 * What the clients module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { getClientLogo } from './client-logo.ts';
export { countByStatus, listClients } from './list-clients.ts';
