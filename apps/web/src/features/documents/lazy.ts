/**
 * The documents tab for pages that show it only when it is chosen (/dados, issue 15 §4): its dropzone,
 * viewers and upload code load with the tab, or in the background once the page is shown.
 */
import { lazyNamed } from '../../lib/deferred';

const loadDocumentsTab = () => import('./DocumentsTab');
export const LazyDocumentsTab = lazyNamed(loadDocumentsTab, 'DocumentsTab');
export const preloadDocumentsTab = (): void => void loadDocumentsTab();
