import { Suspense, useCallback, useEffect, useState } from 'react';
import { Alert, Button, Fieldset, Grid, Group, Loader, Paper, Tabs, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type ClientSettings, type CustomField, type RegistrationAnswer, type Unit } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePreloadSoon, useShownOnce } from '../../lib/deferred';
import { useSession } from '../../lib/session';
import { createCandidate, useRefreshAfterRegistration } from './api/create-candidate';
import { CopyField, CustomFieldsPanel, preloadParts } from './lazyParts';
import { FieldControl } from './FieldControl';
import { IssueSummary } from './IssueSummary';
import { buildPayload, emptyValues, FIELDS, formIssues, tabOf, type FormIssue, type TabKey } from './model';
import classes from './RegistrationForm.module.css';
import { useEmailCheck } from './useEmailCheck';
import { useFormState } from './useFormState';

const WIDE_TYPES = new Set(['textarea']);

interface Props {
  settings: ClientSettings;
  customFields: CustomField[];
  units: Unit[];
}

/** The registration form: generated from REGISTRATION_FIELDS plus the admin custom fields. */
export function RegistrationForm({ settings, customFields, units }: Props) {
  const navigate = useNavigate();
  const refreshAfterRegistration = useRefreshAfterRegistration();
  const { user } = useSession();
  const form = useFormState(() => emptyValues(customFields));
  const { values, errors, setError, replaceErrors, setFocus, reset } = form;
  const [tab, setTab] = useState<TabKey>('cadastro');
  // the custom fields' tab is rendered from its first showing on (then kept, like every tab here)
  const customShown = useShownOnce(tab === 'adicionais');
  // what the first paint left out arrives in the background (lazyParts.tsx)
  usePreloadSoon(preloadParts);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [saved, setSaved] = useState<RegistrationAnswer | null>(null);
  const [saving, setSaving] = useState(false);
  // the problems of the last Gravar; each leaves the summary as its field is edited (its error goes)
  const [issues, setIssues] = useState<FormIssue[]>([]);
  const openIssues = issues.filter((i) => errors[i.field] !== undefined);

  const onUnavailable = useCallback((message: string) => setError('EMAIL', message), [setError]);
  const emailCheck = useEmailCheck(onUnavailable);

  // focus once the field's tab is shown
  useEffect(() => {
    if (!focusTarget) return;
    const timer = window.setTimeout(() => {
      setFocus(focusTarget);
      setFocusTarget(null);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [focusTarget, tab, setFocus]);

  const jump = (field: string) => {
    setTab(tabOf(field));
    setFocusTarget(field);
  };
  const submit = async () => {
    if (saved || saving) return;
    const current = values;
    // every missing or invalid field at once: marked under each, listed in the summary, the first focused
    const found = formIssues(current, settings, customFields);
    setIssues(found);
    replaceErrors(Object.fromEntries(found.map((i) => [i.field, i.problem])));
    if (found.length) {
      jump(found[0]!.field);
      return;
    }
    setSaving(true);
    try {
      const decision = await emailCheck.check(current.EMAIL ?? '');
      if (decision === 'blocked') {
        jump('EMAIL');
        return;
      }
      const payload = buildPayload(current, settings, customFields, user?.CODUSUARIO, decision === 'reuse');
      const answer = await createCandidate(payload);
      notifySuccess('Candidato cadastrado com sucesso!');
      setSaved(answer);
      void refreshAfterRegistration();
    } catch (e) {
      notifyError('Erro ao cadastrar o Candidato', isApiError(e) ? e.message : undefined);
      const field = isApiError(e) && typeof e.body.field === 'string' ? e.body.field : null;
      if (field && isApiError(e)) {
        // the field's label is right above its error: the answer's 'Label: ' prefix is not repeated
        const label = FIELDS.find((f) => f.name === field)?.label;
        const prefix = label ? `${label}: ` : null;
        setError(field, prefix && e.message.startsWith(prefix) ? e.message.slice(prefix.length) : e.message);
        jump(field);
      }
    } finally {
      setSaving(false);
    }
  };

  const newRegistration = () => {
    setIssues([]);
    reset(emptyValues(customFields));
    emailCheck.reset();
    setSaved(null);
    setTab('cadastro');
    setFocusTarget('NOME');
  };

  const ctx = { settings, values };
  const locked = saved !== null;
  return (
    <Paper withBorder p="md" radius="md">
      {saved ? (
        <Alert
          color="green"
          variant="light"
          title="Candidato cadastrado"
          mb="md"
          styles={{
            title: { color: 'var(--mantine-color-dark-8)' },
            label: { color: 'var(--mantine-color-dark-8)' },
          }}
        >
          <Text size="sm" mb="sm">
            Código {String(saved.CODCANDIDATO).padStart(4, '0')}. O link de acesso foi enviado por e-mail ao
            candidato e pode ser copiado abaixo.
          </Text>
          <Suspense fallback={<Text size="sm">{saved.LINK}</Text>}>
            <CopyField label="Link de acesso" value={saved.LINK} />
          </Suspense>
        </Alert>
      ) : null}
      <IssueSummary issues={openIssues} onJump={jump} />
      <form
        noValidate
        aria-label="Cadastro de candidato"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Tabs value={tab} onChange={(v) => setTab((v as TabKey) ?? 'cadastro')} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="cadastro">Cadastro</Tabs.Tab>
            <Tabs.Tab value="adicionais">Informações adicionais</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="cadastro" pt="md">
            <Fieldset variant="unstyled" disabled={locked} className={locked ? classes.locked : undefined}>
              <Grid gap="md">
                {FIELDS.filter((def) => def.visible(ctx)).map((def) => (
                  <Grid.Col key={def.name} span={WIDE_TYPES.has(def.type) ? 12 : { base: 12, md: 6 }}>
                    <FieldControl
                      def={def}
                      field={form.bind(def.name)}
                      required={def.required(ctx)}
                      units={units}
                      onEmailBlur={locked ? undefined : emailCheck.checkOnBlur}
                    />
                  </Grid.Col>
                ))}
              </Grid>
            </Fieldset>
          </Tabs.Panel>
          <Tabs.Panel value="adicionais" pt="md">
            <Fieldset variant="unstyled" disabled={locked} className={locked ? classes.locked : undefined}>
              {/* loads with the tab (lazyParts.tsx); the form keeps its values meanwhile */}
              {customShown ? (
                <Suspense fallback={<Loader size="sm" aria-label="Carregando informações adicionais" />}>
                  <CustomFieldsPanel fields={customFields} bind={form.bind} />
                </Suspense>
              ) : null}
            </Fieldset>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" mt="lg">
          <Button variant="subtle" onClick={() => navigate('/')}>
            Voltar
          </Button>
          <Button variant="default" onClick={newRegistration}>
            Novo cadastro
          </Button>
          <Button type="submit" loading={saving} disabled={locked}>
            Gravar
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
