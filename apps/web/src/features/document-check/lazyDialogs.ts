/**
 * The checking screen's log panel, image editor and observation dialog load when first opened
 * (issue 15 §4): the screen's first paint shows the documents and their files only.
 */
import { lazyNamed } from '../../lib/deferred';

export const LogDrawer = lazyNamed(() => import('./LogDrawer'), 'LogDrawer');
export const ImageEditDialog = lazyNamed(() => import('./ImageEditDialog'), 'ImageEditDialog');
export const ObservationDialog = lazyNamed(() => import('./ObservationDialog'), 'ObservationDialog');
