/**
 * What the storage module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { storageCleanupJob } from './cleanup.ts';
export { createStorages } from './create-storage.ts';
export type { Storages } from './create-storage.ts';
export { StorageNotFound, newKey } from './storage.ts';
