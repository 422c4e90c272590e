/**
 * Writing a message: checked with the API's own rule (chatTextProblem) before it goes; the text
 * stays in the box until the API has stored it, so a failed send loses nothing.
 */
import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { CHAT_TEXT_MAX, chatTextProblem } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useSendMessage } from './api/conversation';

/** `candidate`: the staff's answer to that candidate; null: the candidate's own message. */
export function ChatComposer({ candidate, label }: { candidate: number | null; label: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(candidate);
  const submit = () => {
    const problem = chatTextProblem(text);
    if (problem) return setError(problem);
    send.mutate(text, {
      onSuccess: () => setText(''),
      onError: (e) =>
        notifyError('Mensagem não enviada.', isApiError(e) ? e.message : 'Verifique a conexão.'),
    });
  };
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={CHAT_TEXT_MAX}
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          // Ctrl+Enter sends; Enter alone makes a new line (long messages are common)
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            submit();
          }
        }}
      />
      <Group justify="space-between">
        <Text size="xs" c="gray.7">
          {text.length}/{CHAT_TEXT_MAX}
        </Text>
        <Button onClick={submit} loading={send.isPending}>
          Enviar
        </Button>
      </Group>
    </Stack>
  );
}
