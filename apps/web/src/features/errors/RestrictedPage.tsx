import { useNavigate } from 'react-router';
import { MessagePage, MessageText } from '../../components/MessagePage';

/** /restrito: 'Oops! página acesso restrito' with Voltar back to /home. */
export function RestrictedPage() {
  const navigate = useNavigate();
  return (
    <MessagePage title="Oops! página acesso restrito" actionLabel="Voltar" onAction={() => navigate('/home')}>
      <MessageText>Você não tem permissão para acessar esta página.</MessageText>
    </MessagePage>
  );
}
