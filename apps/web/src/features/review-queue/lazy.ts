/**
 * 'Próximo da fila' for the pages that show it beside their own actions (the staff view, the
 * checking screen): the queue's call and order load with the button, not with the page's first paint.
 */
import { lazyNamed } from '../../lib/deferred';

export const LazyNextInQueueButton = lazyNamed(() => import('./NextInQueueButton'), 'NextInQueueButton');
