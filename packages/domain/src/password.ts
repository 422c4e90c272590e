/**
 * Password rules of spec 1 §5, as one function used by the forms and by the API.
 * Every failed rule is returned (not just the first) so the UI can list them all
 * under 'Erros:'.
 */
export const PASSWORD_SPECIAL_CHARS = '!@#$&_-';
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  minLength: 'A senha deve conter pelo menos 8 caracteres.',
  lowercase: 'A senha deve conter pelo menos uma letra minúscula.',
  uppercase: 'A senha deve conter pelo menos uma letra maiúscula.',
  digit: 'A senha deve conter pelo menos um número.',
  special: 'A senha deve conter pelo menos um caractere especial (!@#$&_-).',
  sequence: 'A senha não pode conter sequências como "1234" ou "abcd"',
  confirmationMismatch: 'A nova senha precisa ser igual a senha de confirmação.',
  sameAsCurrent: 'A nova senha precisa ser diferente da senha atual.',
  firstAccessMismatch: 'As senhas não conferem',
} as const;

export type PasswordRule = keyof typeof PASSWORD_MESSAGES;

/** True when the text holds three or more consecutive ascending characters (123, abc, xyz). */
export function hasAscendingSequence(text: string): boolean {
  const lower = text.toLowerCase();
  for (let i = 0; i + 2 < lower.length; i++) {
    const a = lower.charCodeAt(i);
    const b = lower.charCodeAt(i + 1);
    const c = lower.charCodeAt(i + 2);
    const isAlnum = (code: number) => (code >= 48 && code <= 57) || (code >= 97 && code <= 122);
    if (isAlnum(a) && isAlnum(b) && isAlnum(c) && b === a + 1 && c === b + 1) {
      // digits and letters must not mix: '9:;' is not a run, and neither is '9ab'
      const sameKind = (x: number, y: number) => x <= 57 === y <= 57;
      if (sameKind(a, b) && sameKind(b, c)) return true;
    }
  }
  return false;
}

/**
 * The rules of the password itself, in the order a form lists them: each with its check (true when
 * met) and a short hint for the checklist shown before the first try (Primeiro acesso). checkPassword
 * below runs these same checks, so the form ticks exactly what the API accepts.
 */
export const PASSWORD_RULES = [
  { rule: 'minLength', hint: 'Pelo menos 8 caracteres', met: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { rule: 'lowercase', hint: 'Uma letra minúscula', met: (p) => /[a-z]/.test(p) },
  { rule: 'uppercase', hint: 'Uma letra maiúscula', met: (p) => /[A-Z]/.test(p) },
  { rule: 'digit', hint: 'Um número', met: (p) => /[0-9]/.test(p) },
  {
    rule: 'special',
    hint: `Um caractere especial (${PASSWORD_SPECIAL_CHARS})`,
    met: (p) => [...PASSWORD_SPECIAL_CHARS].some((c) => p.includes(c)),
  },
  { rule: 'sequence', hint: 'Nenhuma sequência como 123 ou abc', met: (p) => !hasAscendingSequence(p) },
] as const satisfies readonly { rule: PasswordRule; hint: string; met: (password: string) => boolean }[];

export interface PasswordCheckInput {
  password: string;
  confirmation?: string;
  current?: string;
}

/** Returns the messages of every rule the new password fails; empty when it is acceptable. */
export function checkPassword({ password, confirmation, current }: PasswordCheckInput): string[] {
  const failed: PasswordRule[] = PASSWORD_RULES.filter((r) => !r.met(password)).map((r) => r.rule);
  if (confirmation !== undefined && confirmation !== password) failed.push('confirmationMismatch');
  if (current !== undefined && current === password) failed.push('sameAsCurrent');
  return failed.map((rule) => PASSWORD_MESSAGES[rule]);
}
