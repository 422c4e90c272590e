import { Anchor } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { formatDateBR, formatDateTimeBR, STATUS, type CandidateListRow } from '@admissao/domain';
import { ColorBadge, ColorDotLabel } from '../../components/ColorBadge';
import type { ChoosableColumn } from '../../components/table/useColumnChoice';
import { ExtraInfoIcons } from './ExtraInfoIcons';
import { padCode } from '../../lib/format';

/** The list's columns (spec 3 §2): the ones a user may hide, in display order. */
export const CHOOSABLE: ChoosableColumn[] = [
  { accessor: 'CODCANDIDATO', title: 'Código' },
  { accessor: 'NOME', title: 'Nome', toggleable: false },
  { accessor: 'EMAIL', title: 'E-mail' },
  { accessor: 'UNIDADE', title: 'Unidade' },
  { accessor: 'DATINICIO', title: 'Início' },
  { accessor: 'DATCADASTRO', title: 'Cadastro' },
  { accessor: 'DATULTINTERACAO', title: 'Última interação' },
  { accessor: 'CODSTATUS', title: 'Status' },
  { accessor: 'DOCUMENTOS', title: 'Documentos' },
  { accessor: 'INFO_EXTRA', title: 'Informações extras' },
];

const stop = (e: React.MouseEvent) => e.stopPropagation();

const RENDER: Record<string, Partial<DataTableColumn<CandidateListRow>>> = {
  CODCANDIDATO: { sortable: true, width: 84, render: (r) => padCode(r.CODCANDIDATO) },
  NOME: {
    sortable: true,
    render: (r) => (
      <Anchor component={Link} to={`/admin/dados/${r.CODCANDIDATO}`} onClick={stop} fw={500} size="sm">
        {r.NOME}
      </Anchor>
    ),
  },
  EMAIL: { sortable: true },
  UNIDADE: { sortable: true, render: (r) => r.UNIDADE ?? '' },
  DATINICIO: { sortable: true, noWrap: true, render: (r) => formatDateBR(r.DATINICIO) },
  DATCADASTRO: { sortable: true, noWrap: true, render: (r) => formatDateBR(r.DATCADASTRO) },
  DATULTINTERACAO: { sortable: true, noWrap: true, render: (r) => formatDateTimeBR(r.DATULTINTERACAO) },
  CODSTATUS: { sortable: true, render: (r) => <ColorBadge color={r.CORSTATUS} label={r.DESSTATUS} /> },
  DOCUMENTOS: { width: 140, render: (r) => <ColorDotLabel color={r.CORDOCS} label={r.DESDOCSENVIADOS} /> },
  INFO_EXTRA: {
    // wide enough for the whole title at 1366 px (150 cut it to 'Informações ext…')
    width: 176,
    render: (r) => <ExtraInfoIcons info={r.INFO_EXTRA} />,
  },
};

/** Column definitions; 'Conferir' only for ADMIN, hidden for cancelled candidates. */
export function candidateColumns(
  isHidden: (accessor: string) => boolean,
  isAdmin: boolean,
): DataTableColumn<CandidateListRow>[] {
  const columns = CHOOSABLE.map((c): DataTableColumn<CandidateListRow> => ({
    accessor: c.accessor,
    title: c.title,
    hidden: c.toggleable !== false && isHidden(c.accessor),
    ...RENDER[c.accessor],
  }));
  if (isAdmin)
    columns.push({
      accessor: 'CONFERIR',
      title: 'Conferência',
      textAlign: 'center',
      render: (r) =>
        r.CODSTATUS === STATUS.CANCELADO ? null : (
          <Anchor component={Link} to={`/admin/conferir/${r.CODCANDIDATO}`} onClick={stop} size="sm">
            Conferir
          </Anchor>
        ),
    });
  return columns;
}
