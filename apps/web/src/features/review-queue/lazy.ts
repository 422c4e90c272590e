/**
 * 'Próximo da fila' for the pages that show it beside their own actions (the staff view, the
 * checking screen): the queue's call and order load with the button, not with the page's first paint.
 */
import { lazy } from 'react';

export const LazyNextInQueueButton = lazy(() =>
  import('./NextInQueueButton').then((m) => ({ default: m.NextInQueueButton })),
);
