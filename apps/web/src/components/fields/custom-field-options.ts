/**
 * The options of a custom field, apart from its input: the staff view lists the chosen ones
 * without loading the input's multi-select (issue 15 §4).
 */

/** Splits 'A;B;' into options. */
export const optionsOf = (opcoes: string | null | undefined) =>
  (opcoes ?? '')
    .split(';')
    .map((o) => o.trim())
    .filter(Boolean);
