import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  hasAscendingSequence,
  PASSWORD_MESSAGES,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARS,
} from './password.ts';

// The exact texts of spec 1 §5, written out here (not imported) so a changed text fails.
const MIN = 'A senha deve conter pelo menos 8 caracteres.';
const LOWER = 'A senha deve conter pelo menos uma letra minúscula.';
const UPPER = 'A senha deve conter pelo menos uma letra maiúscula.';
const DIGIT = 'A senha deve conter pelo menos um número.';
const SPECIAL = 'A senha deve conter pelo menos um caractere especial (!@#$&_-).';
const SEQUENCE = 'A senha não pode conter sequências como "1234" ou "abcd"';
const CONFIRMATION = 'A nova senha precisa ser igual a senha de confirmação.';
const SAME_AS_CURRENT = 'A nova senha precisa ser diferente da senha atual.';

const GOOD = 'Qz7!Kp9w';

describe('checkPassword: each rule with its exact message', () => {
  it('accepts a password that meets every rule', () => {
    expect(checkPassword({ password: GOOD })).toEqual([]);
    expect(checkPassword({ password: 'Demo@Admissao9' })).toEqual([]);
  });

  it('needs at least 8 characters (7 fails, 8 passes)', () => {
    expect(checkPassword({ password: 'Qz7!Kp9' })).toEqual([MIN]);
    expect(checkPassword({ password: 'Qz7!Kp9w' })).toEqual([]);
  });

  it('needs a lowercase letter', () => {
    expect(checkPassword({ password: 'QZ7!KP9W' })).toEqual([LOWER]);
  });

  it('needs an uppercase letter', () => {
    expect(checkPassword({ password: 'qz7!kp9w' })).toEqual([UPPER]);
  });

  it('needs a digit', () => {
    expect(checkPassword({ password: 'Qzx!Kpqw' })).toEqual([DIGIT]);
  });

  it('needs one of the special characters !@#$&_- and only those count', () => {
    expect(checkPassword({ password: 'Qz7wKp9w' })).toEqual([SPECIAL]);
    expect(PASSWORD_SPECIAL_CHARS).toBe('!@#$&_-');
    for (const c of '!@#$&_-') expect(checkPassword({ password: `Qz7${c}Kp9w` }), c).toEqual([]);
    for (const c of ['%', '*', '.', ' ', '?', '+', '=', '~'])
      expect(checkPassword({ password: `Qz7${c}Kp9w` }), c).toEqual([SPECIAL]);
  });

  it('lists every failed rule, in the order of the spec', () => {
    expect(checkPassword({ password: '' })).toEqual([MIN, LOWER, UPPER, DIGIT, SPECIAL]);
    expect(checkPassword({ password: 'abc' })).toEqual([MIN, UPPER, DIGIT, SPECIAL, SEQUENCE]);
    expect(checkPassword({ password: '1234' })).toEqual([MIN, LOWER, UPPER, SPECIAL, SEQUENCE]);
  });
});

describe('checkPassword: ascending sequences', () => {
  it.each(['Qz!123Kp', 'Qz!1234K', 'Qz!abcK9', 'Qz!xyzK9', 'Qz!ABC9k', 'Kp9!z789', 'Qz!aBc9K', 'Qz!XyZ9k'])(
    'refuses %s',
    (password) => {
      expect(checkPassword({ password })).toEqual([SEQUENCE]);
    },
  );

  it.each(['Qz!135Kp', 'Qz!a1b2K', 'Qz!321Kp', 'Qz!cbaK9', 'Qz!12Kp9', 'Qz!acegK9', 'Qz!aa11K'])(
    'accepts %s',
    (password) => {
      expect(checkPassword({ password })).toEqual([]);
    },
  );

  it('does not mix digits, letters and punctuation in one run', () => {
    expect(hasAscendingSequence('9:;')).toBe(false);
    expect(hasAscendingSequence('89a')).toBe(false);
    expect(hasAscendingSequence('9ab')).toBe(false);
    expect(hasAscendingSequence('@AB')).toBe(false);
    expect(hasAscendingSequence('yz{')).toBe(false);
    expect(hasAscendingSequence('xyz')).toBe(true);
    expect(hasAscendingSequence('789')).toBe(true);
    expect(hasAscendingSequence('..abc..')).toBe(true);
    expect(hasAscendingSequence('')).toBe(false);
    expect(hasAscendingSequence('ab')).toBe(false);
  });
});

describe('checkPassword: confirmation and current password', () => {
  it('needs the confirmation to equal the new password', () => {
    expect(checkPassword({ password: GOOD, confirmation: 'Qz7!Kp9x' })).toEqual([CONFIRMATION]);
    expect(checkPassword({ password: GOOD, confirmation: '' })).toEqual([CONFIRMATION]);
    expect(checkPassword({ password: GOOD, confirmation: GOOD })).toEqual([]);
  });

  it('needs the new password to differ from the current one', () => {
    expect(checkPassword({ password: GOOD, current: GOOD })).toEqual([SAME_AS_CURRENT]);
    expect(checkPassword({ password: GOOD, current: 'Demo@Admissao9' })).toEqual([]);
  });

  it('adds the confirmation and current-password messages after the rule messages', () => {
    expect(checkPassword({ password: 'abc', confirmation: 'abd', current: 'abc' })).toEqual([
      MIN,
      UPPER,
      DIGIT,
      SPECIAL,
      SEQUENCE,
      CONFIRMATION,
      SAME_AS_CURRENT,
    ]);
  });
});

describe('PASSWORD_RULES: the checklist of the forms is the check of the API', () => {
  it('a rule is met exactly when checkPassword does not name it', () => {
    for (const password of ['', 'abc', 'Qz7!Kp9', 'QZ7!KP9W', 'Qz7!Kp9w', 'Abc@12345', 'fraca123', GOOD])
      for (const r of PASSWORD_RULES)
        expect(checkPassword({ password }).includes(PASSWORD_MESSAGES[r.rule]), `${password} ${r.rule}`).toBe(
          !r.met(password),
        );
  });

  it('lists the six rules of spec 1 §5 with short hints', () => {
    expect(PASSWORD_RULES.map((r) => r.hint)).toEqual([
      'Pelo menos 8 caracteres',
      'Uma letra minúscula',
      'Uma letra maiúscula',
      'Um número',
      'Um caractere especial (!@#$&_-)',
      'Nenhuma sequência como 123 ou abc',
    ]);
  });
});
