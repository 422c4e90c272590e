/**
 * The record of processing operations as a tab of another page (Configurações), loaded when first
 * shown. Importing the whole feature's index dynamically instead made the index a chunk entry of its
 * own, and the bundler then gave the staff view of a candidate the candidate's /privacidade page
 * (its form and list) along with the two privacy buttons it shows.
 */
import { lazyNamed } from '../../lib/deferred';

export const LazyProcessingRecordTab = lazyNamed(
  () => import('./ProcessingRecordTab'),
  'ProcessingRecordTab',
);
