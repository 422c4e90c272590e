/**
 * Endereço (spec 2 §4.7): the home address with the CEP search, and, when the client has
 * ENTREGA_EQUIP, the equipment delivery address with 'Copiar endereço residencial' and the
 * people authorized to receive it.
 */
import { useState } from 'react';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import {
  ADDRESS_ERROR_TITLES,
  authorizedPersonsShown,
  fieldByName,
  fieldsOfSection,
  type FieldDef,
} from '@admissao/domain';
import { IconCopy } from '../../../components/icons';
import { isApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useSaveAddress } from '../api/save-address';
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
  const saveAddress = useSaveAddress();
  const [copying, setCopying] = useState(false);
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

  /**
   * Each home address value goes to its delivery twin (a blank one clears it), saved as one
   * address with PUT /candidate/address/delivery; the record is patched with what it answers.
   */
  const copyHome = async () => {
    const values = page.ctx.values;
    const fields: Record<string, string | number | boolean | null> = {};
    for (const def of fieldsOfSection('ENDERECO')) {
      const twin = fieldByName(`${def.name}_ENTREGA`);
      if (!twin || !twin.visible(page.ctx)) continue;
      fields[twin.name] = (values[def.name] ?? null) as string | number | boolean | null;
    }
    setCopying(true);
    try {
      await saveAddress('delivery', page.id, fields);
      for (const name of Object.keys(fields)) page.clearHighlight(name);
    } catch (e) {
      notifyError(ADDRESS_ERROR_TITLES.delivery, isApiError(e) ? e.message : undefined);
    } finally {
      setCopying(false);
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
                loading={copying}
                onClick={() => void copyHome()}
              >
                Copiar endereço residencial
              </Button>
            </Group>
            <FieldGrid fields={delivery} render={cepField(deliveryCep)} />
            {authorizedPersonsShown(page.ctx) ? <AuthorizedPersons /> : null}
          </Stack>
        </Fieldset>
      ) : null}
      <ValidateButton tab={tab} />
    </Stack>
  );
}
