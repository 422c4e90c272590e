/** Retry policy of reads: once when the server could not answer; never for a refusal (4xx). */
import { isApiError } from '../api';

export const retryOnceUnlessRefused = (failures: number, error: unknown) =>
  failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);
