/**
 * People's names go into mails inert (inert-text.ts): whatever a mail client would turn into a link
 * — a host, an address, a scheme — is broken by a zero-width space, in every mail that names
 * someone: the HR notices, the daily digest's list, the mails to the candidate.
 */
import { describe, expect, it } from 'vitest';
import { inertText } from '../src/modules/mail/inert-text.ts';
import { composeMail } from '../src/modules/mail/mail-templates.ts';

const LINKABLE = /[\w-]+\.[a-z]{2,}|@\w|:\/\//i;
const LINK = 'https://admissao.exemplo.com.br/admin/candidato?id=1';
const brand = {
  name: 'Cliente Demonstração',
  logoUrl: 'https://admissao.exemplo.com.br/api/image/logo/09_041',
};
const withoutLinks = (s: string) => s.replaceAll(LINK, '').replaceAll(brand.logoUrl, '');

describe('inertText', () => {
  it('breaks hosts, addresses and schemes, and leaves names as they read', () => {
    for (const name of ['WWW.BANCO.COM.BR', 'FULANO@EVIL.COM', 'HTTPS://X.IO/A', 'evil.com'])
      expect(inertText(name)).not.toMatch(LINKABLE);
    for (const name of ['MARIA DA SILVA', "JOANA D'ÁVILA-SOUZA", 'JOSÉ J. PEREIRA JR.'])
      expect(inertText(name)).toBe(name);
  });

  it('is applied to every name a mail carries', () => {
    const name = 'WWW.MEUBANCO-SEGURO.COM';
    const mails = [
      composeMail('candidateFinalized', { brand, link: LINK, candidate: name }),
      composeMail('privacyRequestFiled', {
        brand,
        link: LINK,
        entries: [{ candidate: name, type: 'Acesso', due: '10/12/2026' }],
      }),
      composeMail('hrDigest', {
        brand,
        link: LINK,
        day: '26/11/2026',
        entries: [{ candidate: name, events: ['candidateMessage'] }],
      }),
      composeMail('candidateAccess', { brand, link: LINK, name }),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain('MEUBANCO');
      for (const part of [mail.subject, mail.text, mail.html])
        expect(withoutLinks(part)).not.toMatch(LINKABLE);
    }
  });
});
