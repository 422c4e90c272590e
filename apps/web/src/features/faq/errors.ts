/** What the FAQ screens show of a failed call. */
import { isApiError } from '../../lib/api';

export const errorDetail = (e: unknown) => (isApiError(e) ? e.message : undefined);
