/**
 * /admin/dados/{CODCANDIDATO}: the staff view of one candidate (spec 3 §2) — header, the action
 * bar mirroring the lifecycle rules, the status observation, and the tabs read from the field
 * registry with the registration data editable by staff.
 */
import { Suspense, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  admissionEventKindOf,
  REVIEW_QUEUE_STATUSES,
  STATUS,
  statusAllows,
  sectionOfFields,
  visibleTabs,
  type SectionKey,
} from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { ESOCIAL_PANEL_PARAM } from '../../lib/open-candidate';
import { IconEdit } from '../../components/icons';
import { ActionBar } from './actions/ActionBar';
import { LOAD_ERROR } from './actions/messages';
import { CandidateHeader } from './CandidateHeader';
import {
  EditCustomFieldsDialog,
  EditRegistrationDialog,
  EditSectionFieldsDialog,
  EsocialPanel,
  KitPanel,
} from './lazyDialogs';
import { useClientSettings } from '../../lib/queries/client-settings';
import { useCandidateRecord } from '../../lib/queries/candidate-record';
import { useActiveCustomFields } from './api/get-custom-fields';
import { AdminTabs } from './tabs/AdminTabs';
import { StaffChatButton } from '../conversation';
import { LazyNextInQueueButton } from '../review-queue';
import { LoadingText } from '../../components/LoadingText';

export function CandidateAdminPage() {
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (!id)
    return (
      <Alert color="red" title="Candidato não encontrado">
        <Button component={Link} to="/admin/lista" variant="default" mt="sm">
          Voltar
        </Button>
      </Alert>
    );
  return <CandidateView key={id} id={id} />;
}

function CandidateView({ id }: { id: number }) {
  const record = useCandidateRecord(id);
  const settings = useClientSettings();
  const custom = useActiveCustomFields();
  const [editing, setEditing] = useState<'cadastro' | 'custom' | null>(null);
  // a staff-only section of registry fields being edited (Vínculo (eSocial))
  const [editingSection, setEditingSection] = useState<SectionKey | null>(null);
  // opened from the review queue's eSocial row (decision 084)
  const [params] = useSearchParams();
  const [esocialOpen, setEsocialOpen] = useState(() => params.has(ESOCIAL_PANEL_PARAM));
  // a section the eSocial panel points to (the dependents, where staff choose a tpDep)
  const [focus, setFocus] = useState<{ section: string; n: number } | null>(null);
  const error = record.error ?? settings.error;

  if (error)
    return (
      <Alert color="red" title={LOAD_ERROR}>
        <Text size="sm" mb="sm">
          {isApiError(error) ? error.message : 'Verifique a conexão e tente novamente.'}
        </Text>
        <Group gap="xs">
          <Button variant="default" component={Link} to="/admin/lista">
            Voltar
          </Button>
          <Button variant="default" onClick={() => void Promise.all([record.refetch(), settings.refetch()])}>
            Tentar novamente
          </Button>
        </Group>
      </Alert>
    );
  if (!record.data || !settings.data || custom.isPending)
    return <LoadingText>Carregando dados do candidato...</LoadingText>;

  const data = record.data;
  const customFields = custom.data ?? [];
  const tabs = visibleTabs({
    settings: settings.data,
    values: data,
    tenant: { CODADM: data.CODADM, CODCLI: data.CODCLI },
    customFieldCount: customFields.length,
    audience: 'staff',
  });
  const editable = statusAllows(data.CODSTATUS, 'staffEdit');
  const inQueue = REVIEW_QUEUE_STATUSES.includes(data.CODSTATUS);
  const adminFields = customFields.filter((f) => f.RESP_PREENCHIMENTO === 'A');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <CandidateHeader record={data} />
        <Group gap="xs">
          {/* a MANAGER works through the queue here (the checking screen is ADMIN only; decision 040) */}
          {inQueue ? (
            <Suspense fallback={null}>
              <LazyNextInQueueButton current={data.CODCANDIDATO} />
            </Suspense>
          ) : null}
          <StaffChatButton candidate={data.CODCANDIDATO} name={String(data.NOME ?? '')} />
        </Group>
      </Group>
      <ActionBar record={data} onEsocial={() => setEsocialOpen(true)} />
      <Suspense fallback={null}>
        <KitPanel id={data.CODCANDIDATO} status={data.CODSTATUS} />
      </Suspense>
      {data.OBSSTATUS ? (
        <Alert color="blue" variant="light" title="Observação do status">
          <Text size="sm" c="dark.8" style={{ whiteSpace: 'pre-line' }}>
            {data.OBSSTATUS}
          </Text>
        </Alert>
      ) : null}
      <AdminTabs
        tabs={tabs}
        record={data}
        settings={settings.data}
        customFields={customFields}
        focus={focus}
        sectionAction={(section) => {
          if (section.staffEdit === 'fields' && section.content.kind === 'fields' && editable) {
            const key = section.content.fields;
            return (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconEdit size={14} />}
                onClick={() => setEditingSection(key)}
                aria-label={`Editar ${section.label}`}
              >
                Editar
              </Button>
            );
          }
          const target =
            section.staffEdit === 'registration'
              ? 'cadastro'
              : section.staffEdit === 'customFields' && adminFields.length
                ? 'custom'
                : null;
          return target && editable ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} />}
              onClick={() => setEditing(target)}
              aria-label={
                target === 'cadastro' ? 'Editar dados do cadastro' : 'Editar informações adicionais'
              }
            >
              Editar
            </Button>
          ) : null;
        }}
      />
      {/* loaded when first opened, drawn only while open */}
      <Suspense fallback={null}>
        {editing === 'cadastro' ? (
          <EditRegistrationDialog
            record={data}
            settings={settings.data}
            opened
            onClose={() => setEditing(null)}
          />
        ) : null}
        {editingSection ? (
          <EditSectionFieldsDialog
            section={editingSection}
            title={`Alterar ${sectionOfFields(editingSection)?.label ?? ''}`}
            record={data}
            settings={settings.data}
            onClose={() => setEditingSection(null)}
          />
        ) : null}
        {esocialOpen ? (
          <EsocialPanel
            id={data.CODCANDIDATO}
            kind={admissionEventKindOf(data)}
            cancelled={data.CODSTATUS === STATUS.CANCELADO}
            opened
            onClose={() => setEsocialOpen(false)}
            onEdit={(s) =>
              sectionOfFields(s)?.staffEdit === 'registration' ? setEditing('cadastro') : setEditingSection(s)
            }
            onShowSection={(section) => setFocus({ section, n: Date.now() })}
          />
        ) : null}
        {editing === 'custom' ? (
          <EditCustomFieldsDialog
            id={data.CODCANDIDATO}
            fields={adminFields}
            opened
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
