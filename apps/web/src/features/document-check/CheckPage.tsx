/**
 * /admin/conferir/:id — the document checking screen (spec 3 §2), ADMIN only: header, document
 * list in review order, the selected document's files in the viewers, its toolbar, the
 * candidate-data panel, the attendance logs and Finalizar. A tool HR uses all day (issue 30
 * item 4): the image takes most of the viewport (CheckPage.module.css, useFillHeight), a
 * decision opens the next document to check by itself, and ←/→ move between documents.
 */
import { Suspense, useCallback, useRef, useState, type CSSProperties } from 'react';
import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import {
  checkLifecycleAction,
  isStaffRole,
  noPermissions,
  REFUSAL_MSG,
  reviewerMayAct,
  STATUS,
  type CandidateRecord,
  type DocumentRow,
} from '@admissao/domain';
import { LazyStatusChangeDialog } from '../../components/LazyStatusChangeDialog';
import { isApiError } from '../../lib/api';
import { getDocumentsQueryOptions } from '../../lib/documents';
import { getCandidateRecordQueryOptions } from '../../lib/queries/candidate-record';
import { useRefreshAfterStatusChange } from './api/refresh-check';
import { usePermissions } from '../../lib/permissions';
import { useShownOnce } from '../../lib/deferred';
import { useSession } from '../../lib/session';
import { CandidatePanel } from './CandidatePanel';
import { CheckHeader } from './CheckHeader';
import { CrosscheckPanel } from './CrosscheckPanel';
import { DocumentFilesPanel } from './DocumentFilesPanel';
import { DocumentStrip, DocumentStripSkeleton } from './DocumentStrip';
import { DocumentToolbar } from './DocumentToolbar';
import type { CorrectionRule } from './ObservationDialog';
import { LogDrawer } from './lazyDialogs';
import { keepOrder } from './stableOrder';
import { useFinalizeCheck } from './useFinalizeCheck';
import { LazyNextInQueueButton } from '../review-queue';
import { AllCheckedNotice } from './AllCheckedNotice';
import { FinalizeReason } from './FinalizeReason';
import { nextToCheck, stepDocument } from './nextDocument';
import { StatusLegendButton } from './StatusLegendButton';
import { useCheckShortcuts } from './useCheckShortcuts';
import { useFillHeight } from './useFillHeight';
import classes from './CheckPage.module.css';

export function CheckPage() {
  const { id } = useParams();
  const candidateId = Number(id);
  if (!Number.isInteger(candidateId) || candidateId <= 0) return <Text>Candidato não encontrado.</Text>;
  return <CheckScreen key={candidateId} candidateId={candidateId} />;
}

function CheckScreen({ candidateId }: { candidateId: number }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const candidate = useQuery({ ...getCandidateRecordQueryOptions(candidateId), retry: false });
  // the review order of the first load, kept while the screen is open (stableOrder.ts)
  const order = useRef<number[]>([]);
  const select = useCallback((rows: DocumentRow[]) => {
    const kept = keepOrder(rows, order.current);
    order.current = kept.map((d) => d.CODTIPODOC);
    return kept;
  }, []);
  const docs = useQuery({ ...getDocumentsQueryOptions(candidateId), select });

  if (candidate.isError)
    return (
      <Alert color="red" title="Erro ao carregar dados do candidato!">
        <Text size="sm" mb="sm">
          {isApiError(candidate.error) ? candidate.error.message : 'Não foi possível carregar o candidato.'}
        </Text>
        <Button variant="default" onClick={() => void navigate('/admin/lista')}>
          Voltar à lista
        </Button>
      </Alert>
    );
  if (!candidate.data)
    return (
      <Stack gap="md">
        <Center py="sm">
          <Loader size="sm" aria-label="Carregando candidato" />
        </Center>
        <DocumentStripSkeleton />
      </Stack>
    );
  return (
    <Loaded
      candidate={candidate.data}
      docs={docs.data}
      docsError={docs.error}
      userId={user?.CODUSUARIO ?? 0}
      isAdmin={user?.PERMISSAO === 'ADMIN'}
      onBack={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/admin/lista'))}
    />
  );
}

interface LoadedProps {
  candidate: CandidateRecord;
  docs: DocumentRow[] | undefined;
  docsError: Error | null;
  userId: number;
  isAdmin: boolean;
  onBack: () => void;
}

function Loaded({ candidate, docs, docsError, userId, isAdmin, onBack }: LoadedProps) {
  const candidateId = candidate.CODCANDIDATO;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  const [logFor, setLogFor] = useState<'general' | 'document' | null>(null);
  // the log panel loads when first opened, then stays for its closing transition
  const logShown = useShownOnce(logFor !== null);
  const selected = docs?.find((d) => d.CODTIPODOC === selectedId) ?? docs?.[0] ?? null;
  const [statusOpen, setStatusOpen] = useState(false);
  const refreshAfterStatusChange = useRefreshAfterStatusChange();
  const finalize = useFinalizeCheck(candidateId, userId, candidate.CODSTATUS, docs);
  const mayAct = reviewerMayAct(candidate.CODSTATUS);
  const statusRule = useStatusChangeRule(candidate.CODSTATUS);
  const [allChecked, setAllChecked] = useState(false);
  const workspace = useRef<HTMLDivElement>(null);
  const room = useFillHeight(workspace, 320);
  const open = (d: DocumentRow | null) => {
    if (!d) return;
    setSelectedId(d.CODTIPODOC);
    setAllChecked(false);
  };
  // the decided document is the only one that changed, so the list as it was is enough
  const onDecided = (decided: number) => {
    const next = docs ? nextToCheck(docs, decided) : null;
    if (next) open(next);
    else setAllChecked(true);
  };
  useCheckShortcuts({
    ArrowLeft: () => docs && selected && open(stepDocument(docs, selected.CODTIPODOC, -1)),
    ArrowRight: () => docs && selected && open(stepDocument(docs, selected.CODTIPODOC, 1)),
  });

  return (
    <Stack gap="sm">
      <CheckHeader
        candidate={candidate}
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen((o) => !o)}
        onBack={onBack}
        onLog={() => setLogFor('general')}
        finalize={finalize}
        legend={<StatusLegendButton />}
        next={
          <Suspense fallback={null}>
            <LazyNextInQueueButton current={candidateId} />
          </Suspense>
        }
        statusChange={{
          enabled: statusRule.ok,
          reason: statusRule.ok ? '' : statusRule.message,
          open: () => setStatusOpen(true),
        }}
      />
      {allChecked && docs ? (
        <AllCheckedNotice docs={docs} finalize={finalize} onClose={() => setAllChecked(false)} />
      ) : null}
      <div
        ref={workspace}
        className={classes.workspace}
        style={{ '--check-h': `${room}px` } as CSSProperties}
      >
        <div className={classes.list}>
          {finalize.busy ? null : <FinalizeReason reason={finalize.reason} />}
          {docsError ? (
            <Alert color="red" title="Erro ao buscar dados">
              {isApiError(docsError) ? docsError.message : 'Não foi possível carregar os documentos.'}
            </Alert>
          ) : !docs ? (
            <DocumentStripSkeleton />
          ) : docs.length === 0 ? (
            <Text>Documentos não encontrados...</Text>
          ) : (
            <DocumentStrip docs={docs} selected={selected?.CODTIPODOC ?? null} onSelect={open} />
          )}
        </div>
        {selected ? (
          <>
            <div className={classes.viewer}>
              <DocumentFilesPanel
                key={selected.CODTIPODOC}
                candidateId={candidateId}
                doc={selected}
                mayEdit={isAdmin}
              />
            </div>
            <Stack gap="xs" className={classes.side}>
              <DocumentToolbar
                candidateId={candidateId}
                userId={userId}
                doc={selected}
                mayAct={mayAct}
                isAdmin={isAdmin}
                correction={correctionRule(candidate.CODSTATUS, statusRule)}
                onAttendance={() => setLogFor('document')}
                onDecided={() => onDecided(selected.CODTIPODOC)}
              />
              <CrosscheckPanel candidateId={candidateId} doc={selected} />
              {panelOpen ? (
                <Box component="aside" aria-label="Dados do candidato">
                  <CandidatePanel record={candidate} />
                </Box>
              ) : null}
            </Stack>
          </>
        ) : null}
      </div>
      {logShown ? (
        <Suspense fallback={null}>
          <LogDrawer
            opened={logFor !== null}
            onClose={() => setLogFor(null)}
            candidateId={candidateId}
            candidateStatus={candidate.CODSTATUS}
            userId={userId}
            doc={logFor === 'document' && selected ? selected : null}
          />
        </Suspense>
      ) : null}
      <LazyStatusChangeDialog
        opened={statusOpen}
        onClose={() => setStatusOpen(false)}
        id={candidateId}
        current={candidate.CODSTATUS}
        onChanged={() => {
          // the list, the badge, the logs (the change is logged) and what may be done in the new status
          return refreshAfterStatusChange();
        }}
      />
    </Stack>
  );
}

/**
 * 'Recusar e pedir correção' moves the candidate to 12: the status change's rule, and not while 12
 * is the status already (the API answers 409 then: decision 062).
 */
function correctionRule(status: number, rule: { ok: true } | { ok: false; message: string }): CorrectionRule {
  if (!rule.ok) return { ok: false, reason: rule.message };
  if (status === STATUS.CORRECAO_DOCUMENTOS) return { ok: false, reason: REFUSAL_MSG.correctionAlreadyAsked };
  return { ok: true, reason: '' };
}

/** The domain's rule for the status edit button (the API enforces the same table). */
function useStatusChangeRule(status: number) {
  const { user } = useSession();
  const permissions = usePermissions();
  const role = user?.PERMISSAO;
  if (!isStaffRole(role)) return { ok: false, message: 'Acesso negado.' } as const;
  return checkLifecycleAction(
    'changeStatus',
    { role, permissions: permissions.data ?? noPermissions() },
    status,
  );
}
