/**
 * Parts of the registration form that its first paint does not need (issue 15 §4): the calendar of
 * the start date (the date library), the custom fields' tab (multi-selects), the link's copy field
 * shown after a save. While the calendar loads, its place holds a field of the same label.
 */
import { Suspense, type ComponentProps } from 'react';
import { TextInput } from '@mantine/core';
import { lazyNamed } from '../../lib/deferred';

const loadStartDate = () => import('./StartDateInput');
const loadCustomFields = () => import('./CustomFieldsPanel');
const loadCopyField = () => import('../../components/CopyField');

const LazyStartDateInput = lazyNamed(loadStartDate, 'StartDateInput');
export const CustomFieldsPanel = lazyNamed(loadCustomFields, 'CustomFieldsPanel');
export const CopyField = lazyNamed(loadCopyField, 'CopyField');

/** fetches every part in the background, so a tab change or a save rarely waits for one */
export function preloadParts(): void {
  for (const load of [loadStartDate, loadCustomFields, loadCopyField]) void load();
}

type StartDateProps = ComponentProps<typeof LazyStartDateInput>;

export function StartDateInput(props: StartDateProps) {
  return (
    <Suspense
      fallback={
        <TextInput
          label={props.def.label}
          withAsterisk={props.required}
          placeholder="dd/mm/aaaa"
          value={props.value}
          readOnly
        />
      }
    >
      <LazyStartDateInput {...props} />
    </Suspense>
  );
}
