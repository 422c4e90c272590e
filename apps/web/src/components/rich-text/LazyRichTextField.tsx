/** The editor (tiptap, ~400 kB) is loaded only when a staff screen opens it; candidates never do. */
import { Suspense, type ComponentProps } from 'react';
import { Loader } from '@mantine/core';
import { lazyNamed } from '../../lib/deferred';

const Editor = lazyNamed(() => import('./RichTextField'), 'RichTextField');

export function RichTextField(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Carregando editor" />}>
      <Editor {...props} />
    </Suspense>
  );
}
