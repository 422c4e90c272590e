import { Code } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { MessagePage, MessageText } from '../../components/MessagePage';

/** Any unknown path: 'Oops! página não encontrada', the path and Voltar (one step back). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <MessagePage title="Oops! página não encontrada" actionLabel="Voltar" onAction={() => navigate(-1)}>
      <MessageText>
        A página <Code data-testid="not-found-path">{pathname + search}</Code> não existe.
      </MessageText>
    </MessagePage>
  );
}
