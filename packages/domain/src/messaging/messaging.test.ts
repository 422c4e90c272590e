import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX, chatTextProblem, cleanChatText } from './chat-text.ts';
import { MAIL_EVENT_KEYS, MAIL_EVENT_OF_STATUS, MAIL_EVENTS, type MailEventDef } from './mail-events.ts';

describe('cleanChatText', () => {
  it('keeps the words and line breaks, tidies the spacing', () => {
    expect(cleanChatText('  Olá\r\nmundo  \r\n')).toBe('Olá\nmundo');
    expect(cleanChatText('um\n\n\n\n\ndois')).toBe('um\n\ndois');
    // an emoji sequence keeps its joiner
    expect(cleanChatText('👩\u200D💻')).toBe('👩\u200D💻');
    expect(cleanChatText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(cleanChatText('e\u0301')).toBe('é');
  });

  it('answers why a message cannot go', () => {
    expect(chatTextProblem(' \n ')).toBe('Escreva a mensagem.');
    expect(chatTextProblem('x'.repeat(CHAT_TEXT_MAX))).toBeNull();
    expect(chatTextProblem(`${'x'.repeat(CHAT_TEXT_MAX)}  \n`)).toBeNull();
    expect(chatTextProblem('x'.repeat(CHAT_TEXT_MAX + 1))).toMatch(/no máximo/);
    expect(chatTextProblem('linha 1\r\n\tlinha 2 👩\u200D💻')).toBeNull();
  });

  it('refuses what the text rule refuses (decision 066) instead of dropping it', () => {
    expect(chatTextProblem('a\u0007b')).toMatch(/^Mensagem: Contém caractere de controle/);
    expect(chatTextProblem('a\u0085b')).toMatch(/^Mensagem: Contém caractere de controle/);
    // a right-to-left override would show 'exe.txt' as 'txt.exe'
    expect(chatTextProblem('arquivo\u202Etxt.exe')).toMatch(/^Mensagem: Contém caractere que muda a direção/);
    expect(chatTextProblem('a\u2066d\u2069')).toMatch(/direção do texto/);
    expect(chatTextProblem('a\u200Bb')).toMatch(/^Mensagem: Contém caractere invisível/);
    expect(chatTextProblem('a\uFEFFb')).toMatch(/invisível/);
  });
});

describe('MAIL_EVENTS', () => {
  it('names each status at most once, so a status sends one e-mail', () => {
    const listed = MAIL_EVENT_KEYS.flatMap((k) => (MAIL_EVENTS[k] as MailEventDef).statuses ?? []);
    expect(new Set(listed).size).toBe(listed.length);
    expect(MAIL_EVENT_OF_STATUS.get(11)).toBe('correctionRequested');
    expect(MAIL_EVENT_OF_STATUS.get(4)).toBe('candidateFinalized');
    expect(MAIL_EVENT_OF_STATUS.get(7)).toBeUndefined();
  });

  it('covers the steps of issue 14: to the candidate 6, 8, 9, 11–14; to HR 4 and 10', () => {
    const audience = (s: number) => MAIL_EVENTS[MAIL_EVENT_OF_STATUS.get(s)!].audience;
    for (const s of [6, 8, 9, 11, 12, 13, 14]) expect(audience(s), `status ${s}`).toBe('candidate');
    for (const s of [4, 10]) expect(audience(s), `status ${s}`).toBe('hr');
  });
});
