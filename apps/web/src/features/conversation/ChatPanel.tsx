/** A thread being loaded, its messages and the box to write: the body of both side panels. */
import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChatThread as Thread } from '@admissao/domain';
import { ChatComposer } from './ChatComposer';
import { ChatThread } from './ChatThread';

interface Props {
  thread: UseQueryResult<Thread>;
  reader: 'C' | 'R';
  empty: string;
  height: string;
  /** the candidate staff answer; null: the candidate writes in their own thread */
  candidate: number | null;
  composerLabel: string;
}

export function ChatPanel({ thread, reader, empty, height, candidate, composerLabel }: Props) {
  return (
    <>
      {thread.isPending ? (
        <Center h={200}>
          <Loader aria-label="Carregando mensagens" />
        </Center>
      ) : thread.isError ? (
        <Alert color="red">Não foi possível carregar as mensagens.</Alert>
      ) : (
        <ChatThread messages={thread.data.MENSAGENS} reader={reader} empty={empty} height={height} />
      )}
      <ChatComposer candidate={candidate} label={composerLabel} />
    </>
  );
}
