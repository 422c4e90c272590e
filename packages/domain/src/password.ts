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

export interface PasswordCheckInput {
  password: string;
  confirmation?: string;
  current?: string;
}

/** Returns the messages of every rule the new password fails; empty when it is acceptable. */
export function checkPassword({ password, confirmation, current }: PasswordCheckInput): string[] {
  const failed: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) failed.push('minLength');
  if (!/[a-z]/.test(password)) failed.push('lowercase');
  if (!/[A-Z]/.test(password)) failed.push('uppercase');
  if (!/[0-9]/.test(password)) failed.push('digit');
  if (![...PASSWORD_SPECIAL_CHARS].some((c) => password.includes(c))) failed.push('special');
  if (hasAscendingSequence(password)) failed.push('sequence');
  if (confirmation !== undefined && confirmation !== password) failed.push('confirmationMismatch');
  if (current !== undefined && current === password) failed.push('sameAsCurrent');
  return failed.map((rule) => PASSWORD_MESSAGES[rule]);
}
