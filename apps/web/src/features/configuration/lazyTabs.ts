/**
 * The configuration's tabs load when first shown (issue 15 §4): the documents tab brings the data
 * table, the custom fields tab the form library, the e-mails tab the previews; the page's first paint
 * needs only the tab the browser remembers (e2e/bundle-budget.e2e.test.ts).
 */
import { LazyProcessingRecordTab } from '../privacy';
import { lazyNamed } from '../../lib/deferred';

export const GeneralSettingsTab = lazyNamed(
  () => import('./general/GeneralSettingsTab'),
  'GeneralSettingsTab',
);
export const DocumentsTab = lazyNamed(() => import('./documents/DocumentsTab'), 'DocumentsTab');
export const CustomFieldsConfigTab = lazyNamed(
  () => import('./custom-fields/CustomFieldsConfigTab'),
  'CustomFieldsConfigTab',
);
export const TermsTab = lazyNamed(() => import('./terms/TermsTab'), 'TermsTab');
export const CertificateTab = lazyNamed(() => import('./certificate/CertificateTab'), 'CertificateTab');
export const EsocialTab = lazyNamed(() => import('./esocial/EsocialTab'), 'EsocialTab');
export const KitTemplatesTab = lazyNamed(() => import('./kit/KitTemplatesTab'), 'KitTemplatesTab');
export const MailPreviewsTab = lazyNamed(() => import('./mail/MailPreviewsTab'), 'MailPreviewsTab');
// loaded by the privacy feature itself (its lazy.ts): a dynamic import of its index loads it whole
export const ProcessingRecordTab = LazyProcessingRecordTab;
