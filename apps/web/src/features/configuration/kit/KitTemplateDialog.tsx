/**
 * Add or edit one kit template: name, type, who it applies to, order, active, and for a text its
 * rich text with a picker that inserts {{FIELD}} at the cursor. The server's refusal (content not
 * allowed, unknown fields with the valid list) shows next to the text; nothing is saved then.
 */
import { useRef, useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { KitTemplate, KitTemplateSave } from '@admissao/domain';
import { RichTextField } from '../../../components/rich-text/LazyRichTextField';
import { getKitFieldsQueryOptions } from '../api/kit-templates';
import { APPLIES_LABELS, optionsOf, TYPE_LABELS } from './labels';

/** What a refused save tells the form. */
export interface SaveRefusal {
  message: string;
  field?: string;
  valid?: string[];
}

interface Props {
  template: KitTemplate | null;
  onClose: () => void;
  /** answers null when saved, the refusal otherwise */
  onSave: (values: KitTemplateSave) => Promise<SaveRefusal | null>;
}

const EMPTY: KitTemplateSave = {
  NOME: '',
  TIPO: 'TEXTO',
  CORPO: '',
  APLICA_A: 'TODOS',
  ORDEM: 0,
  ATIVO: true,
};

export function KitTemplateDialog({ template, onClose, onSave }: Props) {
  const [values, setValues] = useState<KitTemplateSave>(
    template
      ? {
          NOME: template.NOME,
          TIPO: template.TIPO,
          CORPO: template.CORPO,
          APLICA_A: template.APLICA_A,
          ORDEM: template.ORDEM,
          ATIVO: template.ATIVO,
        }
      : EMPTY,
  );
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [field, setField] = useState<string | null>(null);
  const insert = useRef<((text: string) => void) | null>(null);
  const fields = useQuery(getKitFieldsQueryOptions());
  const set = <K extends keyof KitTemplateSave>(key: K, value: KitTemplateSave[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    setBusy(true);
    try {
      setRefusal(await onSave(values));
    } finally {
      setBusy(false);
    }
  };
  const errorOf = (name: string) => (refusal?.field === name ? refusal.message : undefined);
  const text = values.TIPO === 'TEXTO';

  return (
    <Modal
      opened
      onClose={onClose}
      title={template ? 'Editar documento para assinatura' : 'Novo documento para assinatura'}
      size="xl"
    >
      <Stack gap="sm">
        <TextInput
          label="Nome do documento"
          required
          maxLength={120}
          value={values.NOME}
          onChange={(e) => set('NOME', e.currentTarget.value)}
          error={errorOf('NOME')}
        />
        <Group grow align="flex-start">
          <Select
            label="Tipo"
            data={optionsOf(TYPE_LABELS)}
            value={values.TIPO}
            allowDeselect={false}
            onChange={(v) => v && set('TIPO', v)}
          />
          <Select
            label="Aplica-se a"
            data={optionsOf(APPLIES_LABELS)}
            value={values.APLICA_A}
            allowDeselect={false}
            onChange={(v) => v && set('APLICA_A', v)}
          />
          <NumberInput
            label="Ordem"
            min={0}
            max={32767}
            allowDecimal={false}
            value={values.ORDEM}
            onChange={(v) => set('ORDEM', typeof v === 'number' ? v : 0)}
          />
        </Group>
        <Switch
          label="Ativo"
          checked={values.ATIVO}
          onChange={(e) => set('ATIVO', e.currentTarget.checked)}
        />
        {text ? (
          <>
            <Group align="flex-end" gap="xs">
              <Select
                label="Campo do cadastro"
                placeholder="Escolha um campo"
                searchable
                style={{ flex: 1 }}
                data={(fields.data ?? []).map((f) => ({
                  value: f.CAMPO,
                  label: `${f.ROTULO} ({{${f.CAMPO}}})`,
                }))}
                value={field}
                onChange={setField}
                nothingFoundMessage="Nenhum campo encontrado"
              />
              <Button
                variant="default"
                disabled={!field}
                onClick={() => field && insert.current?.(`{{${field}}}`)}
              >
                Inserir campo
              </Button>
            </Group>
            <RichTextField
              label="Texto do documento"
              required
              plain
              // images are off (plain): the module names no upload folder here
              module="termos"
              insertRef={insert}
              value={values.CORPO}
              onChange={(html) => set('CORPO', html)}
              error={errorOf('CORPO')}
              minHeight={300}
            />
            {refusal?.valid?.length ? (
              <div>
                <Text size="sm" fw={600}>
                  Campos válidos
                </Text>
                {/* not a scrolled box: every field stays readable without a focusable region */}
                <Text size="xs" data-valid-fields>
                  {refusal.valid.map((n) => `{{${n}}}`).join(', ')}
                </Text>
              </div>
            ) : null}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            A ficha de registro é gerada, no envio do kit, com os dados do cadastro do candidato.
          </Text>
        )}
        {refusal && !refusal.field ? (
          <Text size="sm" c="red.8" role="alert">
            {refusal.message}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
