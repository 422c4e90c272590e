import { List, Text } from '@mantine/core';

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
