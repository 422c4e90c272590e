/**
 * zod with Brazilian Portuguese default messages (its bundled 'pt' locale is European Portuguese
 * and technical). Our schemas set the spec's texts explicitly; these cover the rest.
 *
 * Every module of the domain takes `z` from here, never from 'zod' (eslint), so the messages are
 * set wherever a schema exists — on the server and in any page of the web that parses with one.
 * Set once in the package's index they were lost in the web's build, which keeps only the code a
 * page uses (the index's own statements included), and its forms answered in English.
 */
import { z } from 'zod';

const message: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Campo obrigatório.' : 'Valor inválido.';
    case 'too_big':
      return issue.origin === 'string'
        ? `Máximo de ${String(issue.maximum)} caracteres.`
        : issue.origin === 'array'
          ? `Máximo de ${String(issue.maximum)} itens.`
          : `Valor máximo: ${String(issue.maximum)}.`;
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? 'Campo obrigatório.'
          : `Mínimo de ${String(issue.minimum)} caracteres.`
        : `Valor mínimo: ${String(issue.minimum)}.`;
    case 'invalid_format':
      return 'Formato inválido.';
    case 'invalid_value':
      return 'Opção inválida.';
    case 'unrecognized_keys':
      return 'Campos não reconhecidos.';
    default:
      return 'Valor inválido.';
  }
};

z.config({ customError: message });

export { z };
