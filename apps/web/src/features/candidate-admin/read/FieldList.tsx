/**
 * Registry fields as a read-only list (label: value), the values named the way staff read them:
 * choices by their label, lookup codes by the name the server's lists give.
 */
import { useQuery } from '@tanstack/react-query';
import { formatFieldValue, type FieldContext, type FieldDef } from '@admissao/domain';
import { remoteOptionsOf, useLookupOptions } from '../../../components/fields/lookups';
import { remoteLabelQuery } from '../../../components/fields/remote-queries';
import { useUnits } from '../../../lib/units';
import { SensitiveValue } from '../../privacy';
import classes from './Section.module.css';

export const NOT_INFORMED = 'Não possui ou não foi informado.';

const WIDE = new Set<FieldDef['type']>(['textarea']);

/** A lookup code named by the server's search (asked with the code itself, cached for the session). */
function useRemoteLabel(def: FieldDef, ctx: FieldContext, code: string): string | undefined {
  const found = useQuery(remoteLabelQuery(remoteOptionsOf(def, ctx), code));
  return found.data?.label;
}

function FieldText({ def, ctx }: { def: FieldDef; ctx: FieldContext }) {
  const value = ctx.values[def.name];
  const code = value === null || value === undefined ? '' : String(value);
  const lookup = useLookupOptions(def.type === 'lookup' && !remoteOptionsOf(def, ctx) ? def.lookup : null);
  const units = useUnits();
  const remote = useRemoteLabel(def, ctx, code);
  const label =
    def.type === 'unit'
      ? units.data?.find((u) => String(u.CODUNIDADE) === code)?.UNIDADE
      : (lookup.data?.find((o) => o.value === code)?.label ?? remote);
  const text = formatFieldValue(def, value, { settings: ctx.settings, label });
  return text ? <>{text}</> : <span style={{ color: 'var(--mantine-color-gray-6)' }}>—</span>;
}

/** The sensitive fields with a value the staff record answered masked (OCULTOS, decision 036). */
const hiddenOf = (ctx: FieldContext): readonly string[] =>
  Array.isArray(ctx.values.OCULTOS) ? (ctx.values.OCULTOS as string[]) : [];

/** Whose values a list shows: the record's (its CODCANDIDATO), or a dependent's of that candidate. */
export interface ValuesOwner {
  codcandidato: number;
  coddep?: number;
  /** whose field the 'Mostrar' button names ('Dependente 1'), beside the record's own */
  about?: string;
}

/**
 * A sensitive field with a value is masked until 'Mostrar' (decisions 036, 081): the record, or a
 * dependent's row, answers it as null and names it in OCULTOS; the value comes only from the logged call.
 */
function FieldValue({ def, ctx, owner }: { def: FieldDef; ctx: FieldContext; owner?: ValuesOwner }) {
  const codcandidato = owner?.codcandidato ?? Number(ctx.values.CODCANDIDATO);
  if (!hiddenOf(ctx).includes(def.name) || !codcandidato) return <FieldText def={def} ctx={ctx} />;
  return (
    <SensitiveValue
      codcandidato={codcandidato}
      coddep={owner?.coddep}
      field={def.name}
      label={owner?.about ? `${def.label} (${owner.about})` : def.label}
      render={(shown) => (
        <FieldText def={def} ctx={{ ...ctx, values: { ...ctx.values, [def.name]: shown } }} />
      )}
    />
  );
}

export function FieldList({
  fields,
  ctx,
  owner,
}: {
  fields: readonly FieldDef[];
  ctx: FieldContext;
  owner?: ValuesOwner;
}) {
  // a masked field is shown (as masked) even when its condition reads another masked field
  const shown = fields.filter((f) => f.visible(ctx) || hiddenOf(ctx).includes(f.name));
  if (!shown.length) return <p style={{ margin: 0 }}>{NOT_INFORMED}</p>;
  return (
    <dl className={classes.grid}>
      {shown.map((def) => (
        <div
          key={def.name}
          className={`${classes.item} ${WIDE.has(def.type) ? classes.wide : ''}`}
          data-field={def.name}
        >
          <dt>{def.label}</dt>
          <dd>
            <FieldValue def={def} ctx={ctx} owner={owner} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
