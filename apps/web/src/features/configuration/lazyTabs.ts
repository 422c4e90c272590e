/**
 * The configuration's tabs load when first shown (issue 15 §4): the documents tab brings the data
 * table, the custom fields tab the form library, the e-mails tab the previews; the page's first paint
 * needs only the tab the browser remembers (e2e/bundle-budget.e2e.test.ts).
 */
import { lazy } from 'react';
import { LazyProcessingRecordTab } from '../privacy';

export const GeneralSettingsTab = lazy(() =>
  import('./general/GeneralSettingsTab').then((m) => ({ default: m.GeneralSettingsTab })),
);
export const DocumentsTab = lazy(() =>
  import('./documents/DocumentsTab').then((m) => ({ default: m.DocumentsTab })),
);
export const CustomFieldsConfigTab = lazy(() =>
  import('./custom-fields/CustomFieldsConfigTab').then((m) => ({ default: m.CustomFieldsConfigTab })),
);
export const MailPreviewsTab = lazy(() =>
  import('./mail/MailPreviewsTab').then((m) => ({ default: m.MailPreviewsTab })),
);
// loaded by the privacy feature itself (its lazy.ts): a dynamic import of its index loads it whole
export const ProcessingRecordTab = LazyProcessingRecordTab;
