/**
 * 'Validar' of Enviar Documentos (spec 2 §2.1: every section has one). The server's
 * ISVALID_ENVIO decides; the 'Atenção' list names each required document still owed, read from
 * the same list the tab shows, by the rule the server uses (documentSatisfied).
 */
import { useQuery } from '@tanstack/react-query';
import { DOC_STATUS, documentSatisfied, type TabDef } from '@admissao/domain';
import { getDocumentsQueryOptions } from '../../../lib/documents';
import { useCandidatePage } from '../PageContext';
import { ValidateButton } from './ValidateButton';

export function DocumentsValidate({ tab }: { tab: TabDef }) {
  const { id } = useCandidatePage();
  const docs = useQuery(getDocumentsQueryOptions(id));
  const extraIssues = () =>
    (docs.data ?? [])
      .filter((d) => d.OBRIGATORIO && !documentSatisfied(d.STATUS, d.ARQUIVOS))
      .map((d) =>
        d.STATUS === DOC_STATUS.RECUSADO
          ? `${d.DOCUMENTO}: recusado, envie novamente`
          : `${d.DOCUMENTO}: não enviado`,
      );
  return <ValidateButton tab={tab} extraIssues={extraIssues} />;
}
