/**
 * The panels of /dados that are not the registry's own form (address with its authorized persons,
 * dependents, extra information, the documents' check) load when their tab is first shown, so the
 * first paint of the page waits only for the tab it opens on (issue 15 §4, §6). `preloadPanels`
 * fetches them all in the background once the page is shown: a later tab change rarely waits.
 */
import { preloadBenefitsText } from '../benefits';
import { preloadDocumentsTab } from '../documents';
import { lazyNamed } from '../../lib/deferred';

const loadAddress = () => import('./address/AddressTab');
const loadDependents = () => import('./dependents/DependentsTab');
const loadCustom = () => import('./custom/CustomFieldsTab');
const loadValidate = () => import('./sections/DocumentsValidate');
const loadDoubts = () => import('./shell/DoubtsDialog');
const loadFinalize = () => import('./shell/FinalizeDialog');
const loadStatusNotice = () => import('./shell/StatusNotice');
const loadKitDocuments = () => import('./kit/MyKitDocuments');

export const AddressTab = lazyNamed(loadAddress, 'AddressTab');
export const DependentsTab = lazyNamed(loadDependents, 'DependentsTab');
export const CustomFieldsTab = lazyNamed(loadCustom, 'CustomFieldsTab');
export const DocumentsValidate = lazyNamed(loadValidate, 'DocumentsValidate');
export const DoubtsDialog = lazyNamed(loadDoubts, 'DoubtsDialog');
export const FinalizeDialog = lazyNamed(loadFinalize, 'FinalizeDialog');
/** the status message (and the reply to HR): fetched beside the page's body (DadosPage.tsx) */
export const StatusNotice = lazyNamed(loadStatusNotice, 'StatusNotice');
/** the signed kit in the documents tab, once the process ended (issue 33 §5) */
export const MyKitDocuments = lazyNamed(loadKitDocuments, 'MyKitDocuments');

export function preloadPanels(): void {
  for (const load of [loadAddress, loadDependents, loadCustom, loadValidate, loadDoubts, loadFinalize])
    void load();
  preloadDocumentsTab();
  preloadBenefitsText();
}
