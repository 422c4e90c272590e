/**
 * What the shared-links module offers the rest of the API (decision 030): other modules, routes, jobs and
 * the CLI import it from here, never from the module's files.
 */
export { assertMayManage, listSharedLinks, revokeSharedLink } from './manage-links.ts';
export {
  assertLiveLink,
  recordLink,
  revokeLinksOfCandidate,
  revokeLinksOfIssuerNoLongerEntitled,
} from './shared-links.ts';
