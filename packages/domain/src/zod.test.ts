import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';

/** zod's default messages in Brazilian Portuguese wherever a schema of the domain is (zod.ts). */
describe("the domain's zod", () => {
  const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('answers in pt-BR where a schema gives no text of its own', () => {
    expect(first(z.string(), undefined)).toBe('Campo obrigatório.');
    expect(first(z.string(), 7)).toBe('Valor inválido.');
    expect(first(z.string().max(3), 'abcd')).toBe('Máximo de 3 caracteres.');
    expect(first(z.number().min(2), 1)).toBe('Valor mínimo: 2.');
    expect(first(z.enum(['A', 'B']), 'C')).toBe('Opção inválida.');
    expect(first(z.strictObject({}), { x: 1 })).toBe('Campos não reconhecidos.');
  });

  it("keeps a schema's own text", () => {
    expect(first(z.string().min(5, 'Informe ao menos 5 letras.'), 'ab')).toBe('Informe ao menos 5 letras.');
  });
});
