/**
 * Retry policies of reads (React Query). A read the transport already repeated while the server
 * was unavailable (transient.ts: up to 3 times, ~30 s) is not retried again here: that would only
 * double the wait before the screen shows the server's message.
 */
import { isApiError, isRefusal } from '../api';

const alreadyRepeated = (error: unknown) => isApiError(error) && error.retries > 0;

/** Once, for any failure the transport did not repeat already (the app's default). */
export const retryOnceUnlessRepeated = (failures: number, error: unknown) =>
  failures < 1 && !alreadyRepeated(error);

/** Once when the server could not answer; never for a refusal (4xx). */
export const retryOnceUnlessRefused = (failures: number, error: unknown) =>
  retryOnceUnlessRepeated(failures, error) && !isRefusal(error);
