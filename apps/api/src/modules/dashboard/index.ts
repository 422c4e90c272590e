/**
 * What the dashboard module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { AnswerCache } from './answer-cache.ts';
export { dashboardAtRisk } from './at-risk.ts';
export { dashboardScope } from './dashboard-scope.ts';
export { dashboardDurations } from './durations.ts';
export { dashboardFunnel } from './funnel.ts';
export { dashboardKits } from './kits-waiting.ts';
export { dashboardRefusals } from './refusals.ts';
