/**
 * /verificar (issue 33 §4, decision 071): public, no sign-in. Whoever holds a signed kit document
 * sends the PDF or types the code printed on its last page, and reads whether it was signed here,
 * whether the file is unchanged, and who signed and when (masked). Phone first: one column, large
 * targets; the answer is announced (aria-live) where it appears. The evidence page prints
 * `/verificar?codigo=…`: opened from that link (or its QR), the code is filled in and checked at once.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { normaliseVerifyCode, VERIFY_MAX_BYTES, type SignatureVerifyAnswer } from '@admissao/domain';
import { IconFile } from '../../components/viewers/viewerIcons';
import { isApiError } from '../../lib/api';
import { verifySignatureCode, verifySignatureFile } from './api/verify-signature';
import { VerifyAnswer } from './VerifyAnswer';

const TOO_LARGE = 'O arquivo passa de 20 MB.';
const FAILED = 'Não foi possível verificar agora. Tente novamente em instantes.';

export function VerifySignaturePage() {
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'file' | 'code' | null>(null);
  const [answer, setAnswer] = useState<SignatureVerifyAnswer | null>(null);

  const run = async (kind: 'file' | 'code', ask: () => Promise<SignatureVerifyAnswer>) => {
    setBusy(kind);
    setProblem(null);
    setAnswer(null);
    try {
      setAnswer(await ask());
    } catch (e) {
      setProblem(isApiError(e) ? e.message : FAILED);
    } finally {
      setBusy(null);
    }
  };

  // once, on arrival: a code in the address is the one printed on the document
  useEffect(() => {
    const linked = normaliseVerifyCode(new URLSearchParams(window.location.search).get('codigo') ?? '').slice(
      0,
      40,
    );
    if (!linked) return;
    setCode(linked);
    void run('code', () => verifySignatureCode(linked));
  }, []);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > VERIFY_MAX_BYTES) {
      setAnswer(null);
      setProblem(TOO_LARGE);
      return;
    }
    void run('file', () => verifySignatureFile(file));
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const typed = normaliseVerifyCode(code);
    if (!typed) {
      setCodeError('Informe o código de verificação.');
      return;
    }
    setCodeError(null);
    void run('code', () => verifySignatureCode(typed));
  };

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Title order={1} size="h2">
        Verificar documento assinado
      </Title>
      <Text size="sm">
        Confira se um documento admissional foi assinado eletronicamente neste sistema e se não foi alterado
        depois da assinatura. Envie o arquivo PDF ou digite o código impresso na última página do documento.
      </Text>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Enviar o PDF
          </Title>
          <Text size="sm" c="gray.7">
            O arquivo é comparado com o documento assinado, byte a byte, e não fica guardado. Até 20 MB.
          </Text>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            aria-label="Arquivo PDF para verificar"
            onChange={(e) => {
              pick(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
          <Button
            size="md"
            leftSection={<IconFile size={18} />}
            onClick={() => input.current?.click()}
            loading={busy === 'file'}
            disabled={busy !== null}
          >
            Escolher arquivo PDF
          </Button>
        </Stack>
      </Card>
      <Divider label="ou" labelPosition="center" />
      <Card withBorder padding="md">
        <form onSubmit={submitCode} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Digitar o código
            </Title>
            <TextInput
              label="Código de verificação"
              description="Exemplo: ABCDE-FGH34 (maiúsculas ou minúsculas)"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={codeError}
              maxLength={40}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              size="md"
            />
            <Group>
              <Button type="submit" size="md" loading={busy === 'code'} disabled={busy !== null}>
                Verificar
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <div aria-live="polite">
        {problem ? (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        {answer ? <VerifyAnswer answer={answer} /> : null}
      </div>
    </Stack>
  );
}
