/**
 * The staff's choice of the eSocial type (tpDep, table 07) of a dependent under guarda or a
 * parent-in-law (decision 031, 2026-11-26): the registry field TPDEP_ESOCIAL, offered with the codes
 * of the dependent's kinship only, saved through PUT /candidate/{id}/esocial/dependent/{coddep}.
 * ADMIN always, MANAGER with ESOCIAL (the API enforces the same).
 */
import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { TPDEP_FIELD, type Dependent } from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePermissions } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { saveDependentType, useRefreshEsocial } from '../api/save-dependent-type';

/** The anchor the eSocial panel scrolls to (one per dependent). */
export const dependentTypeAnchor = (coddep: number) => `tpdep-${coddep}`;

export function DependentTypeChoice({ id, dependent }: { id: number; dependent: Dependent }) {
  const { user } = useSession();
  const permissions = usePermissions();
  const refreshEsocial = useRefreshEsocial();
  const stored = dependent.TPDEP_ESOCIAL === null ? null : String(dependent.TPDEP_ESOCIAL);
  const [value, setValue] = useState<string | null>(stored);
  const [saving, setSaving] = useState(false);
  const options = TPDEP_FIELD.optionsFor(dependent);
  const allowed = user?.PERMISSAO === 'ADMIN' || Boolean(permissions.data?.ESOCIAL);
  if (!options.length || !allowed) return null;

  const save = async () => {
    if (!value) return;
    setSaving(true);
    try {
      const answer = await saveDependentType(id, dependent.CODDEP, value);
      notifySuccess(answer.message);
      await refreshEsocial();
    } catch (e) {
      notifyError('Não foi possível salvar o tipo de dependente.', isApiError(e) ? e.message : undefined);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group align="flex-end" gap="sm" id={dependentTypeAnchor(dependent.CODDEP)}>
      <Select
        label={`${TPDEP_FIELD.label} de ${String(dependent.NOME ?? '')}`}
        placeholder="Escolha o tipo"
        data={options.map((o) => ({ value: o.value, label: o.label }))}
        value={value}
        onChange={setValue}
        w={{ base: '100%', sm: 420 }}
        allowDeselect={false}
      />
      <Button size="sm" onClick={() => void save()} loading={saving} disabled={!value || value === stored}>
        Salvar tipo
      </Button>
    </Group>
  );
}
