/**
 * The checking screen's log panel, image editor and observation dialog load when first opened
 * (issue 15 §4): the screen's first paint shows the documents and their files only.
 */
import { lazy } from 'react';

export const LogDrawer = lazy(() => import('./LogDrawer').then((m) => ({ default: m.LogDrawer })));
export const ImageEditDialog = lazy(() =>
  import('./ImageEditDialog').then((m) => ({ default: m.ImageEditDialog })),
);
export const ObservationDialog = lazy(() =>
  import('./ObservationDialog').then((m) => ({ default: m.ObservationDialog })),
);
