export { ReviewQueuePage } from './ReviewQueuePage';
export { NextInQueueButton } from './NextInQueueButton';
