import { useEffect, useRef } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isStaffRole, MSG } from '@admissao/domain';
import { isApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { getSession, setActiveClient, useSession } from '../../lib/session';
import { resolveCandidate } from './api/resolve-candidate';

/**
 * /admin/candidato?id=… (spec 3 §2 redirect page): resolves the candidate's client through
 * POST /candidate/id, makes it the active client when it is another of the user's clients,
 * then opens /admin/dados/{id}; an unknown candidate leads to /home.
 */
export function CandidateRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const staff = isStaffRole(user?.PERMISSAO);
  const started = useRef(false);
  const raw = params.get('id') ?? '';

  useEffect(() => {
    if (!staff || started.current) return;
    started.current = true;
    const id = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id)) {
      navigate('/home', { replace: true });
      return;
    }
    void (async () => {
      try {
        const found = await resolveCandidate(id);
        if (!found.CODCANDIDATO) {
          navigate('/home', { replace: true });
          return;
        }
        const active = getSession().client;
        if (!active || active.CODADM !== found.CODADM || active.CODCLI !== found.CODCLI) {
          setActiveClient({ CODADM: found.CODADM, CODCLI: found.CODCLI, NOMECLI: found.NOMECLI });
          queryClient.clear();
        }
        navigate(`/admin/dados/${found.CODCANDIDATO}`, { replace: true });
      } catch (e) {
        notifyError(MSG.fetchError, isApiError(e) ? e.message : undefined);
        navigate('/home', { replace: true });
      }
    })();
  }, [staff, raw, navigate, queryClient]);

  if (!staff) return <Navigate to="/restrito" replace />;
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Loader aria-label="Abrindo candidato" />
        <Text size="sm">Abrindo candidato…</Text>
      </Stack>
    </Center>
  );
}
