/**
 * No answer of the contract carries a secret (decision 009): the refresh token lives in an HttpOnly
 * cookie (API clients that ask for no cookie get it from the server outside the schemas), and no
 * answer names a password, its hash or another secret. The serializer drops every property a
 * schema does not name, so this holds for what leaves the server too.
 */
import { describe, expect, it } from 'vitest';
import { z } from '../zod.ts';
import { allOperations } from './api.ts';
import { isFileAnswer } from './operation.ts';

/** Names of secrets (the flags TROCAR_SENHA and RESET_SENHA say something about a password, and hold none). */
const SECRET = /^(refresh_?token|senha|senha_atual|nova_?senha|senha_?hash|password|.*hash|.*secret|salt)$/i;

/** Answers that hand a secret out on purpose, with the reason. */
const HANDS_OUT: Record<string, { names: string[]; why: string }> = {
  lifecycle: {
    names: ['SENHA'],
    why: "Reset Senha shows the candidate's new temporary password to the staff user who reset it (spec 3 §4); the lifecycle calls share one answer",
  },
};

function propertyNames(node: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n, i) => propertyNames(n, `${path}[${i}]`, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'properties' && v && typeof v === 'object')
        for (const name of Object.keys(v)) out.push(`${path}.${name}`);
      propertyNames(v, `${path}.${k}`, out);
    }
  }
  return out;
}

describe('answers of the contract', () => {
  it.each(allOperations())('%s names no secret', (name, o) => {
    const answers = [o.response, ...Object.values(o.alsoAnswers ?? {})];
    const names = answers.flatMap((a) =>
      isFileAnswer(a)
        ? []
        : propertyNames(z.toJSONSchema(a, { io: 'output', unrepresentable: 'any' }), name, []),
    );
    const allowed = new Set(HANDS_OUT[name.split('.')[0]!]?.names ?? []);
    const last = (n: string) => n.split('.').at(-1)!;
    expect(names.filter((n) => SECRET.test(last(n)) && !allowed.has(last(n)))).toEqual([]);
  });

  it('the sign-in answer names the access token only', () => {
    const logon = allOperations().find(([n]) => n === 'auth.logon')![1].response as z.ZodObject;
    expect(Object.keys(logon.shape).sort()).toEqual(['candidate', 'client', 'clientName', 'token', 'user']);
  });
});
