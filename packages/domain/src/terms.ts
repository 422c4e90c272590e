/**
 * The terms of use the candidate accepts (spec 2 §2.2, decision 055). A change of this text is a
 * new version: the API publishes it (its SHA-256 and the date it was first served) and asks every
 * candidate again. Migration 0015 published the first version with this text's hash.
 */
export const TERMS_OF_USE_TEXT =
  'Texto dos termos de uso. Ao utilizar este sistema, você concorda com o tratamento dos seus dados ' +
  'pessoais para fins de admissão, conforme a legislação vigente.';
