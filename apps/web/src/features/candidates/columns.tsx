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

/** a title that may take two lines rather than be cut ('Informações ext…') */
const twoLines = (title: string) => <span style={{ whiteSpace: 'normal', lineHeight: 1.25 }}>{title}</span>;

// widths that fit every column at 1366 px beside the pinned 'Conferência' (issue 30): the name takes
// what is left (two lines at most for the demo's names), the e-mail is cut with its whole text on hover
const RENDER: Record<string, Partial<DataTableColumn<CandidateListRow>>> = {
  CODCANDIDATO: { sortable: true, width: 88, render: (r) => padCode(r.CODCANDIDATO) },
  NOME: {
    sortable: true,
    render: (r) => (
      <Anchor component={Link} to={`/admin/dados/${r.CODCANDIDATO}`} onClick={stop} fw={500} size="sm">
        {r.NOME}
      </Anchor>
    ),
  },
  EMAIL: {
    sortable: true,
    width: 140,
    ellipsis: true,
    render: (r) => <span title={r.EMAIL}>{r.EMAIL}</span>,
  },
  UNIDADE: { sortable: true, width: 100, render: (r) => r.UNIDADE ?? '' },
  DATINICIO: { sortable: true, width: 92, noWrap: true, render: (r) => formatDateBR(r.DATINICIO) },
  DATCADASTRO: { sortable: true, width: 108, noWrap: true, render: (r) => formatDateBR(r.DATCADASTRO) },
  // date over time: two short lines instead of one wide column
  DATULTINTERACAO: { sortable: true, width: 108, render: (r) => formatDateTimeBR(r.DATULTINTERACAO) },
  CODSTATUS: {
    sortable: true,
    width: 124,
    render: (r) => <ColorBadge color={r.CORSTATUS} label={r.DESSTATUS} />,
  },
  DOCUMENTOS: { width: 116, render: (r) => <ColorDotLabel color={r.CORDOCS} label={r.DESDOCSENVIADOS} /> },
  INFO_EXTRA: {
    width: 116,
    title: twoLines('Informações extras'),
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
      width: 112,
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
