import { useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { checkPassword, MSG, PASSWORD_MESSAGES } from '@admissao/domain';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PasswordChecklist, PasswordRules } from '../../components/PasswordRules';
import { hasCode, isApiError } from '../../lib/api';
import { notifySuccess, TOAST_LONG_MS } from '../../lib/notify';
import { useSignIn } from './useSignIn';
import { useSignInErrors } from './useSignInErrors';

/** The first name of whom to greet ('CARLOS CANDIDATO DA SILVA' → 'Carlos'). */
export const firstNameOf = (nome: string) => {
  const first = nome.trim().split(/\s+/)[0] ?? '';
  return first.charAt(0).toLocaleUpperCase('pt-BR') + first.slice(1).toLocaleLowerCase('pt-BR');
};

/** POST /auth/start's contract (zod under it) loads on submit, not with the page (issue 15 §4). */
const loadFirstAccessCall = () => import('./api/auth').then((m) => m.firstAccess);

/**
 * /start/:u/:l — first access through the link: the candidate chooses a password. The link carries
 * the e-mail, not the name, and the page is not signed in yet: it greets without the e-mail, and
 * the candidate is greeted by name as soon as the password is made. Shown by the sign-in page's
 * entry on a first visit (PublicApp.tsx) and by the app's router (FirstAccessPage.tsx).
 */
export function FirstAccessForm({ u, l }: { u: string; l: string }) {
  const signIn = useSignIn();
  const errorToasts = useSignInErrors();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverRules, setServerRules] = useState<string[]>([]);

  // the rules themselves are ticked in the checklist; the API's own answer is listed only if it
  // names something the checklist does not (a rule of the server's alone)
  const rules = checkPassword({ password });
  const mismatch = confirmation !== '' || touched ? confirmation !== password : false;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (rules.length || confirmation !== password) return;
    setBusy(true);
    try {
      const firstAccess = await loadFirstAccessCall();
      const answer = await firstAccess(u, password, l);
      const name = answer.candidate?.NOME ?? answer.user.NOMEUSUARIO;
      errorToasts.clear();
      notifySuccess(`Olá, ${firstNameOf(name)}! Sua senha foi criada.`);
      signIn(answer);
    } catch (e) {
      // not an answer of the API: the call's code could not be fetched, or the network failed
      if (!isApiError(e) || e.network) errorToasts.show(MSG.authApiDown);
      else if (hasCode(e, 'VALIDATION') && e.messages.length) {
        setServerRules(e.messages);
        errorToasts.show(MSG.passwordErrors, e.messages, TOAST_LONG_MS);
      } else if (hasCode(e, 'UNAVAILABLE', 'INTERNAL')) {
        // the server could not do it now (503 …): its "try again" message, not "wrong link"
        errorToasts.show(e.message);
      } else errorToasts.show(MSG.invalidCredentials);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder shadow="sm" radius="md" p="xl" maw={480} mx="auto">
      <form onSubmit={submit} noValidate aria-label="Primeiro acesso">
        <Stack gap="md">
          <Title order={1} size="h3">
            Primeiro acesso
          </Title>
          <Text size="sm">Olá! Crie a sua senha para continuar o cadastro de admissão.</Text>
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            // said once the confirmation is as long as the password (not at its first letter)
            confirmationError={
              mismatch && (touched || confirmation.length >= password.length)
                ? PASSWORD_MESSAGES.firstAccessMismatch
                : undefined
            }
          />
          <PasswordChecklist password={password} failed={touched && rules.length > 0} />
          <PasswordRules messages={rules.length ? [] : serverRules} />
          <Button type="submit" loading={busy}>
            Salvar senha e entrar
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
