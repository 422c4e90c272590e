import { useEffect } from 'react';
import { Center, Loader, Stack, Title } from '@mantine/core';
import { MSG } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useUnits } from '../../lib/units';
import { useClientSettings } from '../../lib/queries/client-settings';
import { useAdminCustomFields } from './api/get-custom-fields';
import { RegistrationForm } from './RegistrationForm';

/** /admin/cadastro: registration of a candidate (spec 3 §2 "Registration"). */
export function RegistrationPage() {
  const settings = useClientSettings();
  const custom = useAdminCustomFields();
  const units = useUnits();
  const error = settings.error ?? custom.error ?? units.error;

  useEffect(() => {
    if (error) notifyError(MSG.fetchError, isApiError(error) ? error.message : undefined);
  }, [error]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Cadastro de candidato
      </Title>
      {settings.data && custom.data ? (
        <RegistrationForm settings={settings.data} customFields={custom.data} units={units.data ?? []} />
      ) : (
        <Center py="xl">{error ? null : <Loader aria-label="Carregando formulário" />}</Center>
      )}
    </Stack>
  );
}
