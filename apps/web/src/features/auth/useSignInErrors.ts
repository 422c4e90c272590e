import { useEffect, useRef } from 'react';
import { hideNotification, notifyError } from '../../lib/notify';

/**
 * The toasts of a sign-in form's refusals, hidden once they no longer hold: on a successful sign-in
 * and when the form leaves the screen. Left to their own 5 s, 'Usuário ou senha inválidos' stayed
 * over the page the next, successful, sign-in opened (issue 30 §6).
 */
export function useSignInErrors() {
  const shown = useRef<string[]>([]);
  useEffect(() => {
    const ids = shown.current; // the same array for the form's life: only its contents change
    return () => ids.splice(0).forEach((id) => hideNotification(id));
  }, []);
  return {
    show: (...error: Parameters<typeof notifyError>) => void shown.current.push(notifyError(...error)),
    clear: () => shown.current.splice(0).forEach((id) => hideNotification(id)),
  };
}
