export { ReviewQueuePage } from './ReviewQueuePage';
export { NextInQueueButton } from './NextInQueueButton';
export { LazyNextInQueueButton } from './lazy';
