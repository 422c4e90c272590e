import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX, chatTextProblem, cleanChatText } from './chat-text.ts';
import { MAIL_EVENT_KEYS, MAIL_EVENT_OF_STATUS, MAIL_EVENTS, type MailEventDef } from './mail-events.ts';

describe('cleanChatText', () => {
  it('keeps the words and line breaks, drops what cannot be seen', () => {
    expect(cleanChatText('  Olá\r\nmundo  \r\n')).toBe('Olá\nmundo');
    expect(cleanChatText('a\u0007b\u001Bc\u007Fd\u0085e')).toBe('abcde');
    // a right-to-left override would show 'exe.txt' as 'txt.exe'
    expect(cleanChatText('arquivo\u202Etxt.exe')).toBe('arquivotxt.exe');
    expect(cleanChatText('a\u200Bb\uFEFFc\u2066d\u2069')).toBe('abcd');
    expect(cleanChatText('um\n\n\n\n\ndois')).toBe('um\n\ndois');
    // an emoji sequence keeps its joiner
    expect(cleanChatText('👩\u200D💻')).toBe('👩\u200D💻');
    expect(cleanChatText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(cleanChatText('e\u0301')).toBe('é');
  });

  it('answers why a message cannot go', () => {
    expect(chatTextProblem(' \n\u200B ')).toBe('Escreva a mensagem.');
    expect(chatTextProblem('x'.repeat(CHAT_TEXT_MAX))).toBeNull();
    expect(chatTextProblem(`${'x'.repeat(CHAT_TEXT_MAX)}\u200B  `)).toBeNull();
    expect(chatTextProblem('x'.repeat(CHAT_TEXT_MAX + 1))).toMatch(/no máximo/);
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
