import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { CONFIG_MSG, defaultSettings, MSG, type ClientSettings } from '@admissao/domain';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getClientSettingsQueryOptions } from '../../../lib/queries/client-settings';
import { saveBank, saveSettings, useSettingsCache } from '../api/save-settings';
import { errorDetail, errorField } from '../errors';
import { LogoCard } from './LogoCard';
import { SettingField } from './SettingField';
import { changedKeys, SETTING_KEYS, settingsResolver } from './settingsForm';

/**
 * General settings (spec 3 §3, §5): every setting of CLIENT_SETTINGS, edit mode Editar / Gravar /
 * Cancelar. The bank goes through PATCH /candidate/bank, the rest through PATCH /candidate/configuration.
 */
export function GeneralSettingsTab() {
  const settingsCache = useSettingsCache();
  // the one settings entry every screen reads; a save writes its answer there
  const settings = useQuery(getClientSettingsQueryOptions());
  const stored = useRef<ClientSettings>(defaultSettings());
  const [editing, setEditing] = useState(false);
  const form = useForm<ClientSettings>({
    resolver: settingsResolver(() => stored.current),
    defaultValues: defaultSettings(),
  });
  const { control, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (settings.data && !editing) {
      stored.current = settings.data;
      reset(settings.data);
    }
  }, [settings.data, editing, reset]);

  const cancel = () => {
    reset(stored.current);
    setEditing(false);
  };

  const submit = handleSubmit(
    async (values) => {
      const changed = changedKeys(stored.current, values);
      const patch = Object.fromEntries(
        changed.filter((k) => k !== 'BANCO_SELECIONADO').map((k) => [k, values[k]]),
      );
      let saved = stored.current;
      try {
        if (Object.keys(patch).length) saved = await saveSettings(patch);
      } catch (e) {
        const field = errorField(e);
        if (field && SETTING_KEYS.includes(field as never))
          setError(field as keyof ClientSettings, { message: errorDetail(e) });
        return notifyError('Erro ao atualizar configurações', errorDetail(e));
      }
      if (values.BANCO_SELECIONADO !== saved.BANCO_SELECIONADO && values.BANCO_PREFERENCIA !== 'T') {
        try {
          saved = await saveBank(values.BANCO_SELECIONADO);
        } catch (e) {
          settingsCache.store(saved);
          return notifyError('Erro ao atualizar banco preferencial dos candidatos.', errorDetail(e));
        }
      }
      settingsCache.store(saved);
      // the banks candidates are offered follow the preference: every cached bank search is read again
      await settingsCache.refreshBanks();
      notifySuccess(CONFIG_MSG.settingsSaved);
      setEditing(false);
    },
    (errors) => {
      const first = Object.values(errors)[0]?.message;
      notifyError('Erro ao salvar', typeof first === 'string' ? first : undefined);
    },
  );

  if (settings.isPending)
    return (
      <Center p="xl">
        <Loader aria-label="Carregando configurações" />
      </Center>
    );
  if (settings.isError)
    return (
      <Alert color="red" title={MSG.fetchError}>
        {errorDetail(settings.error)}
      </Alert>
    );

  return (
    <Stack gap="md">
      <LogoCard />
      <form onSubmit={submit} noValidate aria-label="Configurações gerais">
        <Paper withBorder p="md" radius="sm">
          <Stack gap="md">
            <Group justify="space-between">
              <Text fw={500}>Dados solicitados e regras do cliente</Text>
              {editing ? (
                <Group gap="xs">
                  <Button variant="default" onClick={cancel} disabled={formState.isSubmitting}>
                    Cancelar
                  </Button>
                  <Button type="submit" loading={formState.isSubmitting}>
                    Gravar
                  </Button>
                </Group>
              ) : (
                <Button onClick={() => setEditing(true)}>Editar</Button>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
              {SETTING_KEYS.map((key) => (
                <SettingField key={key} name={key} control={control} editing={editing} />
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      </form>
    </Stack>
  );
}
