/** GET /candidate/queue: the review queue across the user's clients (decision 040). */
import { useQuery } from '@tanstack/react-query';
import { reviewQueueApi } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

export const reviewQueueQuery = () => callQuery(reviewQueueApi.list, undefined, { staleTime: 10_000 });

export const useReviewQueue = () => useQuery(reviewQueueQuery());
