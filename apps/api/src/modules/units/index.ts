/**
 * What the units module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { createUnit, deleteUnit, findUnit, listUnits, updateUnit } from './units.ts';
