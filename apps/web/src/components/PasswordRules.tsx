import type { CSSProperties } from 'react';
import { List, Text } from '@mantine/core';
import { PASSWORD_RULES } from '@admissao/domain';

/** The failed password rules, one per line, announced politely to screen readers. */
export function PasswordRules({ messages, title }: { messages: string[]; title?: string }) {
  if (!messages.length) return null;
  return (
    <div role="status" aria-live="polite" data-testid="password-rules">
      {title ? (
        <Text size="sm" fw={600} c="red.9">
          {title}
        </Text>
      ) : null}
      <List size="sm" c="red.9" spacing={2}>
        {messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
    </div>
  );
}

// the sign-in page's entry has ~1 KB to spare (bundle budget): no icon set and no VisuallyHidden here
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
const MARK: CSSProperties = { display: 'inline-block', width: 16, textAlign: 'center', fontWeight: 700 };

/**
 * Every password rule, shown before the first try and ticked as it is met (issue 30 §3): the rules
 * and their checks are the API's own (PASSWORD_RULES, packages/domain). An empty password meets
 * none yet; after a refused try (`failed`) the rules still unmet are red.
 */
export function PasswordChecklist({ password, failed }: { password: string; failed: boolean }) {
  return (
    <div>
      <Text size="sm" fw={600} id="password-checklist-title">
        A senha precisa ter:
      </Text>
      <List
        size="sm"
        spacing={4}
        center
        aria-labelledby="password-checklist-title"
        data-testid="password-checklist"
      >
        {PASSWORD_RULES.map((r) => {
          const met = password !== '' && r.met(password);
          return (
            <List.Item
              key={r.rule}
              data-met={met}
              c={met ? 'green.9' : failed ? 'red.9' : 'gray.7'}
              icon={
                <span aria-hidden style={MARK}>
                  {met ? '✓' : '•'}
                </span>
              }
            >
              {r.hint}
              <span style={HIDDEN}>{met ? ' (atendido)' : ' (pendente)'}</span>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
