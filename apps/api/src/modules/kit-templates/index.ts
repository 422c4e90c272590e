/**
 * What the kit-templates module offers the rest of the API (decision 030): the client's templates
 * of the signed admission kit (issue 33 §1) and their PDFs. Other modules, routes, jobs and the CLI
 * import it from here, never from the module's files.
 */
export { previewKitTemplate, renderKitForCandidate } from './render-kit.ts';
export type { RenderedKitDocument } from './render-kit.ts';
export {
  createKitTemplate,
  kitMergeFields,
  listKitTemplates,
  removeKitTemplate,
  saveKitTemplate,
} from './template-rows.ts';
