import { UnderConstruction } from '../../components/UnderConstruction';
import { useSession } from '../../lib/session';

/** /dados — the candidate data page; its tabs are built by a later issue (spec 2). */
export function DadosPage() {
  const { candidate, user } = useSession();
  const name = candidate?.NOME ?? user?.NOMEUSUARIO ?? '';
  return <UnderConstruction title={`Dados: ${name}`} />;
}
