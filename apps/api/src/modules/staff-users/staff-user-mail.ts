/** The temporary password of a new staff user (or a new one); the e-mail is MAIL_TEMPLATES.staffPassword. */
import { randomBytes } from 'node:crypto';
import { checkPassword } from '@admissao/domain';

/** A random password that meets the rules of spec 1 §5 (changed at the first sign-in). */
export function temporaryPassword(): string {
  for (;;) {
    const candidate = `Adm@${randomBytes(9).toString('base64url')}7x`;
    if (checkPassword({ password: candidate }).length === 0) return candidate;
  }
}
