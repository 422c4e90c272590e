/**
 * 'eSocial S-2200' (or an intern's 'eSocial S-2300', decision 083) of the staff view (issue 17): the pre-check of the candidate, each item naming
 * its field and where it is edited, and 'Baixar XML' once nothing is missing (the file is unsigned,
 * for a system of the employer's that sends it) — or, below, the signing and sending from here and
 * the event as eSocial left it, its occurrences on their fields (decision 077).
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Drawer, Group, List, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  fieldByName,
  RECORD_SECTIONS,
  sectionOfFields,
  tabLabel,
  TABS,
  TPDEP_FIELD,
  UNIT_CNPJ_FIELD,
  type AdmissionEventKind,
  type S2200Issue,
  type SectionKey,
} from '@admissao/domain';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadAdmissionEvent, useAdmissionCheck } from '../api/esocial';
import { EsocialSend } from './EsocialSend';

/** the light alert's coloured title falls under the 4.5:1 contrast on its tint (axe) */
const TITLE_STYLE = { title: { color: 'var(--mantine-color-dark-8)' } };

/** Sections of the record staff edit from this page in a dialog (the registry's `staffEdit`). */
const editableHere = (section: SectionKey) => {
  const edit = sectionOfFields(section)?.staffEdit;
  return edit === 'registration' || edit === 'fields';
};

/** Where a pending item is fixed: a page, a dialog of this view, or the candidate's tab. */
function WhereToFix({
  issue,
  onEdit,
  onShow,
}: {
  issue: S2200Issue;
  onEdit: (s: SectionKey) => void;
  onShow: (section: string) => void;
}) {
  if (issue.campo === 'CNPJ_EMPREGADOR')
    return (
      <Anchor component={Link} to="/admin/configuracoes" size="sm">
        Configurações
      </Anchor>
    );
  if (issue.campo === UNIT_CNPJ_FIELD)
    return (
      <Anchor component={Link} to="/admin/unidades" size="sm">
        Unidades
      </Anchor>
    );
  // a dependent's eSocial type: chosen where the dependents are listed, in this view
  if (issue.campo === TPDEP_FIELD.name) {
    const list = RECORD_SECTIONS.find(
      (s) => s.content.kind === 'list' && s.content.of === TPDEP_FIELD.section,
    );
    return list ? (
      <Anchor component="button" type="button" size="sm" onClick={() => onShow(list.key)}>
        Escolher em {list.label}
      </Anchor>
    ) : null;
  }
  const section = fieldByName(issue.campo)?.section;
  if (section && editableHere(section))
    return (
      <Anchor component="button" type="button" size="sm" onClick={() => onEdit(section)}>
        Editar {sectionOfFields(section)?.label ?? ''}
      </Anchor>
    );
  // a field's section, or a list section named by its key (the dependents)
  const tab = (section ? sectionOfFields(section) : RECORD_SECTIONS.find((s) => s.key === issue.campo))?.tab;
  const def = TABS.find((t) => t.key === tab);
  return def ? <Text size="sm">Aba {tabLabel(def, 'staff')}</Text> : null;
}

export function EsocialPanel(props: {
  id: number;
  /** the candidate's admission event (admissionEventKindOf): the S-2200, or an intern's S-2300 */
  kind: AdmissionEventKind;
  /** a cancelled candidate: no pre-check, the events sent and the S-3000 offer (decision 083) */
  cancelled: boolean;
  opened: boolean;
  onClose: () => void;
  onEdit: (s: SectionKey) => void;
  /** brings a section of this view into sight (the panel closes) */
  onShowSection: (section: string) => void;
}) {
  const { kind, cancelled } = props;
  const check = useAdmissionCheck(kind, props.id, props.opened && !cancelled);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAdmissionEvent(kind, props.id);
      notifySuccess(`XML do ${kind} gerado (sem assinatura).`);
    } catch (e) {
      notifyError('Não foi possível gerar o XML.', isApiError(e) ? e.message : undefined);
      void check.refetch();
    } finally {
      setBusy(false);
    }
  };
  const edit = (s: SectionKey) => {
    props.onClose();
    props.onEdit(s);
  };
  const show = (section: string) => {
    props.onClose();
    props.onShowSection(section);
  };
  const items = check.data?.PENDENCIAS ?? [];
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      title={`eSocial ${kind}`}
      position="right"
      size="lg"
    >
      {cancelled ? (
        <EsocialSend
          id={props.id}
          kind={kind}
          cancelled
          opened={props.opened}
          pending={0}
          whereToFix={(issue) => <WhereToFix issue={issue} onEdit={edit} onShow={show} />}
        />
      ) : check.isPending ? (
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>Verificando os dados do evento...</Text>
        </Group>
      ) : check.error ? (
        <Alert color="red" title="Não foi possível verificar">
          {isApiError(check.error) ? check.error.message : 'Verifique a conexão e tente novamente.'}
        </Alert>
      ) : items.length ? (
        <Stack gap="sm">
          <Text size="sm">
            Antes de gerar o evento, complete {items.length === 1 ? 'o item' : `os ${items.length} itens`}:
          </Text>
          <List spacing="xs" aria-label={`Pendências do ${kind}`}>
            {items.map((i) => (
              <List.Item key={`${i.campo}-${i.rotulo}-${i.mensagem}`}>
                <Text size="sm" fw={600} span>
                  {i.rotulo}
                </Text>
                <Text size="sm" span>
                  {' — '}
                  {i.mensagem}{' '}
                </Text>
                <WhereToFix issue={i} onEdit={edit} onShow={show} />
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Alert color="green" title="Pronto para exportar" styles={TITLE_STYLE}>
            Nenhuma pendência. Assine e envie o evento daqui, ou baixe o XML sem assinatura para enviá-lo por
            outro sistema do empregador.
          </Alert>
          <Group>
            <Button onClick={() => void download()} loading={busy}>
              Baixar XML
            </Button>
          </Group>
        </Stack>
      )}
      {!cancelled && check.data && (
        <Stack mt="lg">
          <EsocialSend
            id={props.id}
            kind={kind}
            cancelled={false}
            opened={props.opened}
            pending={items.length}
            whereToFix={(issue) => <WhereToFix issue={issue} onEdit={edit} onShow={show} />}
          />
        </Stack>
      )}
    </Drawer>
  );
}
