/**
 * Text rules that need no zod: the registry's checks (registry/validate.ts), the web's fields and
 * the schemas of common.ts share them. Kept apart from the schemas so a page that checks an e-mail
 * does not carry zod for it (decision 045).
 */
export const digitsOnly = (v: string) => v.replace(/\D/g, '');

/**
 * Letters, digits and ._%+- then @ then dot-separated domain labels, the last one of 2 to 63 letters
 * (no nested repetition, so a long hostile string is checked in linear time). Spec 2 §5.2 caps the ending at 4 letters, which refuses real addresses
 * (@empresa.store, @escola.online): decision 051.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,63}$/;
