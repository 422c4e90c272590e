import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler, stringifierOf } from '../src/lib/response-serializer.ts';

describe('the answers’ writers', () => {
  const schema = z.object({ NOME: z.string(), IDADE: z.number().nullable() });

  it('are compiled once per contract schema, whichever app asks', () => {
    expect(stringifierOf(schema)).toBe(stringifierOf(schema));
    const compile = responseSerializerCompiler(false);
    const a = compile({ schema, method: 'GET', url: '/a' });
    const b = compile({ schema, method: 'GET', url: '/b' });
    expect(a).toBe(b);
  });

  it('write only what the schema names', () => {
    const write = stringifierOf(schema);
    expect(JSON.parse(write({ NOME: 'Ana', IDADE: null, CPF: '12345678909' }))).toEqual({
      NOME: 'Ana',
      IDADE: null,
    });
  });
});
