import { Suspense, useState } from 'react';
import { Anchor, Box, Card, Center, SimpleGrid, Stack, Title } from '@mantine/core';
import { ClientLogo } from '../../components/ClientLogo';
import { LoginForm } from './LoginForm';
import { ServicesPanel } from './ServicesPanel';
import { lazyNamed } from '../../lib/deferred';

// the reset forms (the CPF mask among them) load when asked for, not with the sign-in (issue 15 §4)
const ResetStaffForm = lazyNamed(() => import('./ResetStaffForm'), 'ResetStaffForm');
const ResetCandidateForm = lazyNamed(() => import('./ResetCandidateForm'), 'ResetCandidateForm');

type Mode = 'login' | 'staff' | 'candidate';
const TITLES: Record<Mode, string> = {
  login: 'Entrar',
  staff: 'Esqueci minha senha',
  candidate: 'Sou candidato',
};

/** /login: the sign-in form with the reset flows, and the services beside it. */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} verticalSpacing={0} mih="100vh">
      <Center component="main" p="xl">
        <Card withBorder shadow="md" radius="md" p="xl" w="100%" maw={420}>
          <Stack gap="lg">
            <Center>
              <ClientLogo client={null} h={56} />
            </Center>
            <Title order={1} size="h3" ta="center">
              {TITLES[mode]}
            </Title>
            {mode === 'login' && (
              <LoginForm onForgot={() => setMode('staff')} onCandidateReset={() => setMode('candidate')} />
            )}
            <Suspense fallback={null}>
              {mode === 'staff' && <ResetStaffForm onDone={() => setMode('login')} />}
              {mode === 'candidate' && <ResetCandidateForm onDone={() => setMode('login')} />}
            </Suspense>
            {mode !== 'login' && (
              <Box ta="center">
                <Anchor component="button" type="button" size="sm" onClick={() => setMode('login')}>
                  Voltar para o login
                </Anchor>
              </Box>
            )}
          </Stack>
        </Card>
      </Center>
      <Center bg="blue.9" p="xl" className="login-services">
        <ServicesPanel />
      </Center>
    </SimpleGrid>
  );
}
