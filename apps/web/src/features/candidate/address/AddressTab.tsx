/**
 * Endereço (spec 2 §4.7): the home address with the CEP search, and, when the client has
 * ENTREGA_EQUIP, the equipment delivery address with 'Copiar endereço residencial' and the
 * people authorized to receive it.
 */
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { fieldByName, fieldsOfSection, type FieldDef } from '@admissao/domain';
import { IconCopy } from '../../../components/icons';
import { useSaveQueue } from '../autosave/AutosaveProvider';
import { useCandidatePage } from '../PageContext';
import { RecordField } from '../sections/RecordField';
import { FieldGrid, useSectionFields } from '../sections/RegistryTab';
import { ValidateButton } from '../sections/ValidateButton';
import type { TabDef } from '@admissao/domain';
import { AuthorizedPersons } from './AuthorizedPersons';
import { useCepFill } from './useCepFill';

const CEP_DIGITS = 8;

export function AddressTab({ tab }: { tab: TabDef }) {
  const page = useCandidatePage();
  const queue = useSaveQueue();
  const main = useSectionFields('ENDERECO');
  const delivery = useSectionFields('ENTREGA');
  const homeCep = useCepFill('');
  const deliveryCep = useCepFill('_ENTREGA');

  const cepField = (cep: ReturnType<typeof useCepFill>) => (def: FieldDef) =>
    def.type === 'cep' ? (
      <RecordField
        def={def}
        completeLength={CEP_DIGITS}
        onCommit={(t) => void cep.lookup(t)}
        hint={cep.hint}
      />
    ) : undefined;

  /** Each home address value goes to its delivery twin (a blank one clears it). */
  const copyHome = () => {
    const values = page.ctx.values;
    for (const def of fieldsOfSection('ENDERECO')) {
      const twin = fieldByName(`${def.name}_ENTREGA`);
      if (!twin || !twin.visible(page.ctx)) continue;
      const value = values[def.name] ?? null;
      if (String(value ?? '') === String(values[twin.name] ?? '')) continue;
      queue.enqueue({ kind: 'field', field: twin.name }, value as string | number | boolean | null);
      page.clearHighlight(twin.name);
    }
  };

  return (
    <Stack gap="lg">
      <FieldGrid fields={main} render={cepField(homeCep)} />
      {delivery.length ? (
        <Fieldset legend="Endereço de entrega de equipamentos">
          <Stack gap="md">
            <Group>
              <Button
                variant="light"
                leftSection={<IconCopy size={16} />}
                disabled={!page.editable}
                onClick={copyHome}
              >
                Copiar endereço residencial
              </Button>
            </Group>
            <FieldGrid fields={delivery} render={cepField(deliveryCep)} />
            {page.ctx.values.PESSOAAUTORIZADA === '1' ? <AuthorizedPersons /> : null}
          </Stack>
        </Fieldset>
      ) : null}
      <ValidateButton tab={tab} />
    </Stack>
  );
}
