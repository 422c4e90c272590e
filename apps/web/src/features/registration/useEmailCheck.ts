import { useCallback, useRef } from 'react';
import { EMAIL_PATTERN, MSG, type CheckEmailAnswer, type EmailOwner } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { checkEmail } from './api/check-email';
import { confirmReuse, showInUse } from './emailDialogs';

/** The e-mail is a candidate's of this client (the other answers: unavailable, or `{}` when free). */
const isOwner = (a: CheckEmailAnswer): a is EmailOwner => 'CODCANDIDATO' in a;

/** free: go on · reuse: go on with REUTILIZAR_EMAIL · blocked: stop (dialog or field error shown) */
export type EmailDecision = 'free' | 'reuse' | 'blocked';

/**
 * POST /candidate/check/email and its outcomes (spec 3 §4). A check already running for the
 * same e-mail is shared (blur then Gravar ask once); a confirmed reuse is remembered.
 */
export function useEmailCheck(onUnavailable: (message: string) => void) {
  const running = useRef<{ email: string; decision: Promise<EmailDecision> } | null>(null);
  const reuseConfirmed = useRef<string | null>(null);

  const decide = useCallback(
    async (email: string): Promise<EmailDecision> => {
      let answer;
      try {
        answer = await checkEmail(email);
      } catch (e) {
        notifyError(MSG.fetchError, isApiError(e) ? e.message : undefined);
        return 'blocked';
      }
      if ('INDISPONIVEL' in answer) {
        onUnavailable(answer.message);
        return 'blocked';
      }
      if (!isOwner(answer)) return 'free';
      const owner = answer;
      if (owner.CODSTATUS === 8 || owner.CODSTATUS === 9) {
        if (reuseConfirmed.current === email) return 'reuse';
        if (await confirmReuse(owner)) {
          reuseConfirmed.current = email;
          return 'reuse';
        }
        return 'blocked';
      }
      await showInUse(owner);
      return 'blocked';
    },
    [onUnavailable],
  );

  const check = useCallback(
    (rawEmail: string): Promise<EmailDecision> => {
      const email = rawEmail.trim().toLowerCase();
      if (running.current?.email === email) return running.current.decision;
      const decision = decide(email);
      const entry = { email, decision };
      running.current = entry;
      void decision.finally(() => {
        if (running.current === entry) running.current = null;
      });
      return decision;
    },
    [decide],
  );

  /** On blur: only a well-formed e-mail is checked. */
  const checkOnBlur = useCallback(
    (email: string) => {
      if (EMAIL_PATTERN.test(email.trim())) void check(email);
    },
    [check],
  );

  const reset = useCallback(() => {
    running.current = null;
    reuseConfirmed.current = null;
  }, []);

  return { check, checkOnBlur, reset };
}
