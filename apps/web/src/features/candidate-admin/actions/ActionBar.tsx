/**
 * The buttons of the staff view (spec 3 §2), each shown only when the domain's rule table
 * allows it for this status, role and permission flags (the API enforces the same table).
 */
import { Suspense, useState, type ReactNode } from 'react';
import { AnonymizeButton, DataExportButton } from '../../privacy';
import { Button, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  accessLinkAllowed,
  admissionEventKindOf,
  awaitingCheckMessage,
  checkLifecycleAction,
  isStaffRole,
  noPermissions,
  STATUS,
  statusAllows,
  type LifecycleAction,
} from '@admissao/domain';
import { LazyStatusChangeDialog } from '../../../components/LazyStatusChangeDialog';
import { getDocumentsQueryOptions } from '../../../lib/documents';
import { usePermissions } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import type { CandidateRecord } from '@admissao/domain';
import type { LifecycleCall } from '../api/run-lifecycle';
import { AccessLinkDialog, LogDialog, PasswordDialog, PrintDialog, PrintLinkDialog } from '../lazyDialogs';
import { useRefreshCandidate } from '../api/refresh-candidate';
import { useLifecycle } from './useLifecycle';
import { SendKitButton } from '../kit/SendKitButton';

type Dialog = 'status' | 'print' | 'link' | 'access' | 'log' | null;

/** A green dark enough for white text at 4.5:1 (Mantine's green.9 falls short). */
const FINALIZE_GREEN = '#237032';

/** Confirmation texts of the actions that ask first. */
const CONFIRM: Record<LifecycleCall, { title: string; text: string; label: string; danger?: boolean }> = {
  finalize: {
    title: 'Finalizar conferência',
    text: 'Confirma a finalização? Havendo pendências, o candidato receberá um e-mail para corrigi-las.',
    label: 'Finalizar',
  },
  reopen: {
    title: 'Reabrir processo',
    text: 'Confirma a reabertura do processo deste candidato?',
    label: 'Reabrir',
  },
  resend: {
    title: 'Reenviar pendências',
    text: 'O candidato receberá novamente o e-mail com as pendências. Confirma?',
    label: 'Reenviar',
  },
  reset: {
    title: 'Redefinir senha',
    text: 'Uma nova senha será gerada e o candidato deverá trocá-la no próximo acesso. Confirma?',
    label: 'Redefinir',
  },
  cancel: {
    title: 'Cancelar processo',
    text: 'Confirma o cancelamento do processo deste candidato?',
    label: 'Cancelar processo',
    danger: true,
  },
};

export function ActionBar({ record, onEsocial }: { record: CandidateRecord; onEsocial?: () => void }) {
  const { user } = useSession();
  const permissions = usePermissions();
  const navigate = useNavigate();
  const refresh = useRefreshCandidate();
  const { run, running } = useLifecycle(record.CODCANDIDATO);
  const [dialog, showDialog] = useState<Dialog>(null);
  // the lazy dialogs are mounted once first opened (their chunk loads then), and stay mounted
  const [opened, setOpened] = useState<ReadonlySet<NonNullable<Dialog>>>(new Set());
  const setDialog = (next: Dialog) => {
    showDialog(next);
    if (next) setOpened((was) => (was.has(next) ? was : new Set(was).add(next)));
  };
  const [password, setPassword] = useState<string | null>(null);
  const role = user?.PERMISSAO;
  const status = record.CODSTATUS;
  const admin = role === 'ADMIN';
  // Finalizar waits for the documents to be checked, as the API does (decision 054)
  const docs = useQuery({ ...getDocumentsQueryOptions(record.CODCANDIDATO), enabled: allowedFinalize() });
  const unchecked = docs.data ? awaitingCheckMessage(docs.data) : '';

  function allowedFinalize() {
    return allowed('finalize');
  }
  function allowed(action: LifecycleAction) {
    return (
      isStaffRole(role) &&
      checkLifecycleAction(action, { role, permissions: permissions.data ?? noPermissions() }, status).ok
    );
  }

  const ask = (call: LifecycleCall) => {
    const c = CONFIRM[call];
    modals.openConfirmModal({
      title: c.title,
      centered: true,
      children: <Text size="sm">{c.text}</Text>,
      labels: { confirm: c.label, cancel: 'Voltar' },
      confirmProps: c.danger ? { color: 'red' } : undefined,
      onConfirm: () =>
        void run(call).then((answer) => {
          if (call === 'reset' && answer?.SENHA) setPassword(answer.SENHA);
        }),
    });
  };
  const action = (call: LifecycleCall, label: string, color?: string): ReactNode => {
    if (!allowed(call)) return null;
    const reason = call === 'finalize' ? unchecked : '';
    return (
      <Tooltip key={call} label={reason} disabled={!reason} multiline maw={320}>
        <span>
          <Button
            size="sm"
            color={color}
            variant={color ? 'filled' : 'default'}
            loading={running === call}
            disabled={Boolean(reason)}
            onClick={() => ask(call)}
          >
            {label}
          </Button>
        </span>
      </Tooltip>
    );
  };

  return (
    <>
      <Group gap="xs" wrap="wrap" role="toolbar" aria-label="Ações do candidato">
        <Button size="sm" variant="default" onClick={() => navigate('/admin/lista')}>
          Voltar
        </Button>
        {allowed('changeStatus') ? (
          <Button size="sm" variant="default" onClick={() => setDialog('status')}>
            Alterar status
          </Button>
        ) : null}
        {action('reopen', 'Reabrir')}
        {action('finalize', 'Finalizar', FINALIZE_GREEN)}
        {admin && status !== STATUS.CANCELADO ? (
          <Button size="sm" variant="default" component={Link} to={`/admin/conferir/${record.CODCANDIDATO}`}>
            Conferir
          </Button>
        ) : null}
        {action('resend', 'Reenviar Pendente')}
        {action('reset', 'Reset Senha')}
        {allowed('print') ? (
          <Button size="sm" variant="default" onClick={() => setDialog('print')}>
            Imprimir
          </Button>
        ) : null}
        {allowed('printLink') ? (
          <Button size="sm" variant="default" onClick={() => setDialog('link')}>
            Link de impressão
          </Button>
        ) : null}
        {isStaffRole(role) && accessLinkAllowed(status) ? (
          <Button size="sm" variant="default" onClick={() => setDialog('access')}>
            Link de acesso
          </Button>
        ) : null}
        {/* issue 33: the admission kit of a finalized candidate — ADMIN, or MANAGER with ASSINATURA */}
        {allowed('sign') ? <SendKitButton id={record.CODCANDIDATO} /> : null}
        {action('cancel', 'Cancelar', 'red.9')}
        {admin || permissions.data?.LOG ? (
          <Button size="sm" variant="default" onClick={() => setDialog('log')}>
            Log
          </Button>
        ) : null}
        {admin || permissions.data?.LOG ? (
          // who read this candidate's data (decision 036)
          <Button
            size="sm"
            variant="default"
            component={Link}
            to={`/admin/acessos?candidato=${record.CODCANDIDATO}`}
          >
            Acessos
          </Button>
        ) : null}
        {admin ? (
          <DataExportButton
            size="sm"
            variant="default"
            codcandidato={record.CODCANDIDATO}
            label="Exportar dados"
          />
        ) : null}
        {/* issue 17: the S-2200 (an intern's S-2300) of a finalized candidate, and a cancelled one's
            events with the S-3000 (decision 083) — ADMIN always, MANAGER with ESOCIAL */}
        {onEsocial &&
        (statusAllows(status, 'esocial') || status === STATUS.CANCELADO) &&
        (admin || permissions.data?.ESOCIAL) ? (
          <Button size="sm" variant="default" onClick={onEsocial}>
            eSocial {admissionEventKindOf(record)}
          </Button>
        ) : null}
        {admin ? (
          <AnonymizeButton
            codcandidato={record.CODCANDIDATO}
            status={status}
            anonymisedAt={record.ANONIMIZADO_EM}
            onDone={() => refresh.view()}
          />
        ) : null}
      </Group>
      <LazyStatusChangeDialog
        opened={dialog === 'status'}
        onClose={() => setDialog(null)}
        id={record.CODCANDIDATO}
        current={status}
        onChanged={() => {
          // the list shows the new status too
          void refresh.list();
          return refresh.view();
        }}
      />
      {/* loaded when first opened (lazyDialogs.ts), then kept for their closing transition */}
      <Suspense fallback={null}>
        {opened.has('print') ? (
          <PrintDialog id={record.CODCANDIDATO} opened={dialog === 'print'} onClose={() => setDialog(null)} />
        ) : null}
        {opened.has('link') ? (
          <PrintLinkDialog
            id={record.CODCANDIDATO}
            opened={dialog === 'link'}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {opened.has('log') ? (
          <LogDialog id={record.CODCANDIDATO} opened={dialog === 'log'} onClose={() => setDialog(null)} />
        ) : null}
        {opened.has('access') ? (
          <AccessLinkDialog
            id={record.CODCANDIDATO}
            opened={dialog === 'access'}
            onClose={() => setDialog(null)}
          />
        ) : null}
      </Suspense>
      {password !== null ? (
        <Suspense fallback={null}>
          <PasswordDialog password={password} onClose={() => setPassword(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
