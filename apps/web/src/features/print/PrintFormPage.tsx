/**
 * /admin/print/form?token=… (spec 1 §2; spec 3 §2): the print sheet in the print frame, showing
 * only the sections the token permits. An invalid, expired or tampered token: 'Token inválido!'
 * and /restrito.
 */
import { useEffect } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { MSG } from '@admissao/domain';
import { ClientLogo } from '../../components/ClientLogo';
import { ColorBadge } from '../../components/ColorBadge';
import { padCode } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { type PrintSheet } from '@admissao/domain';
import { printPdfUrl, PrintTokenError, usePrintSheet } from './api/get-print-sheet';
import classes from './PrintFormPage.module.css';

function Sheet({ sheet, token }: { sheet: PrintSheet; token: string }) {
  const c = sheet.CANDIDATO;
  return (
    <Stack gap="md" className={classes.sheet}>
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm">
          <ClientLogo client={sheet.CLIENTE} src={sheet.CLIENTE.LOGO} decorative />
          <Text fw={700}>{sheet.CLIENTE.NOMECLI}</Text>
        </Group>
        <Group gap="xs" className={classes.noPrint}>
          <Button variant="default" onClick={() => window.print()}>
            Imprimir
          </Button>
          <Button component="a" href={printPdfUrl(token)} target="_blank" rel="noopener">
            Baixar PDF
          </Button>
        </Group>
      </Group>
      <div>
        <Title order={1} size="h2">
          Ficha de admissão — {padCode(c.CODCANDIDATO)} - {c.NOME}
        </Title>
        <Group gap="sm" mt={4} wrap="wrap">
          <ColorBadge color={c.CORSTATUS} label={`${c.CODSTATUS} - ${c.DESSTATUS}`} />
          <Text size="sm">
            {[c.EMAIL, c.UNIDADE, c.CARGO, c.DATINICIO ? `início em ${c.DATINICIO}` : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Group>
      </div>
      {sheet.SECOES.map((s) => (
        <section key={s.CHAVE} data-print-section={s.CHAVE} className={classes.section}>
          <Title order={2} size="h3" className={classes.sectionTitle}>
            {s.TITULO}
          </Title>
          {s.GRUPOS.length === 0 ? <Text size="sm">Não possui ou não foi informado.</Text> : null}
          {s.GRUPOS.map((g, i) => (
            <div key={`${g.TITULO}-${i}`} className={classes.group}>
              <Title order={3} size="h5" mb={4}>
                {g.TITULO}
              </Title>
              <Table withTableBorder withColumnBorders className={classes.table}>
                <Table.Tbody>
                  {g.CAMPOS.map((f, j) => (
                    <Table.Tr key={`${f.CAMPO ?? f.ROTULO}-${j}`}>
                      <Table.Th scope="row" className={classes.label}>
                        {f.ROTULO}
                      </Table.Th>
                      <Table.Td>{f.VALOR || '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          ))}
        </section>
      ))}
      <Text size="xs" c="gray.7">
        Gerado em {sheet.GERADO_EM}
      </Text>
    </Stack>
  );
}

export function PrintFormPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const sheet = usePrintSheet(token);
  const invalid = !token || sheet.error instanceof PrintTokenError;
  useEffect(() => {
    if (invalid) notifyError(MSG.invalidToken);
  }, [invalid]);

  if (invalid) return <Navigate to="/restrito" replace />;
  if (sheet.error)
    return (
      <Alert color="red" title="Erro ao buscar dados">
        Não foi possível carregar a ficha. Tente novamente.
      </Alert>
    );
  if (!sheet.data)
    return (
      <Center py="xl">
        <Loader aria-label="Carregando ficha" />
      </Center>
    );
  return <Sheet sheet={sheet.data} token={token} />;
}
