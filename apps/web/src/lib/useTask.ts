import { useCallback, useState } from 'react';
import { isApiError } from './api';
import { notifyError } from './notify';

/**
 * A user's action that calls the server: `running` while it goes (for the button's loader), and a
 * failure shown as a toast titled `failure` with the server's message. Resolves with the answer, or
 * undefined when it failed (already shown).
 */
export function useTask<A extends unknown[], R>(task: (...args: A) => Promise<R>, failure: string) {
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      setRunning(true);
      try {
        return await task(...args);
      } catch (e) {
        notifyError(failure, isApiError(e) ? e.message : undefined);
        return undefined;
      } finally {
        setRunning(false);
      }
    },
    [task, failure],
  );
  return { run, running };
}
