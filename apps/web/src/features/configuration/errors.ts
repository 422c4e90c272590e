/** What the configuration screens show of a failed call. */
import { isApiError } from '../../lib/api';

export const errorDetail = (e: unknown) => (isApiError(e) ? e.message : undefined);
/** the field a 400 names (`field`), to mark it in the form */
export const errorField = (e: unknown) =>
  isApiError(e) && typeof e.body.field === 'string' ? e.body.field : undefined;
