import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '../../components/DateInput';
import { formatDateBR, parseDateInput, type StatusEntry } from '@admissao/domain';
import { notifyError } from '../../lib/notify';
import { NO_FILTERS, type ListFilters } from './listState';

interface Props {
  opened: boolean;
  filters: ListFilters;
  statuses: StatusEntry[];
  onClose: () => void;
  onApply: (filters: ListFilters) => void;
}

function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <DateInput
      label={label}
      description="Data de cadastro"
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={(input) => parseDateInput(input)}
      value={parseDateInput(value)}
      onChange={(d) => onChange(d ? formatDateBR(d) : '')}
      clearable
      clearButtonProps={{ 'aria-label': 'Limpar data' }}
    />
  );
}

/** 'Período' (ADMIN): name, registration dates and status filters of the candidate list. */
export function PeriodDialog({ opened, filters, statuses, onClose, onApply }: Props) {
  const [draft, setDraft] = useState<ListFilters>(filters);
  useEffect(() => {
    if (opened) setDraft(filters);
  }, [opened, filters]);
  const set = (patch: Partial<ListFilters>) => setDraft((d) => ({ ...d, ...patch }));

  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    const from = parseDateInput(draft.DATINICIAL);
    const to = parseDateInput(draft.DATFINAL);
    if (from && to && to < from) {
      notifyError('Datas Inválidas!', 'A data final é anterior a data inicial!');
      return;
    }
    onApply({ ...draft, NOME: draft.NOME.trim() });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Período" centered size="lg">
      <form onSubmit={apply} noValidate aria-label="Filtrar por período">
        <Stack gap="sm">
          <TextInput
            label="Nome"
            description="Início do nome ou código do candidato"
            maxLength={100}
            value={draft.NOME}
            onChange={(e) => set({ NOME: e.currentTarget.value })}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label="Data inicial"
              value={draft.DATINICIAL}
              onChange={(v) => set({ DATINICIAL: v })}
            />
            <DateField label="Data final" value={draft.DATFINAL} onChange={(v) => set({ DATFINAL: v })} />
          </SimpleGrid>
          <Select
            label="Status"
            placeholder="Todos"
            clearable
            clearButtonProps={{ 'aria-label': 'Limpar status' }}
            data={statuses.map((s) => ({ value: String(s.CODSTATUS), label: s.DESSTATUS }))}
            value={draft.STATUS || null}
            onChange={(v) => set({ STATUS: v ?? '' })}
          />
          <Group justify="space-between" mt="sm">
            <Button variant="subtle" onClick={() => setDraft(NO_FILTERS)}>
              Limpar
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit">Filtrar</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
