import { Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';

const SERVICES = [
  {
    title: 'Guarda física de documentos',
    text: 'Armazenamento seguro e organizado dos documentos dos seus colaboradores.',
    icon: '🗄️',
  },
  {
    title: 'Digitalização de documentos',
    text: 'Seus documentos em formato digital, com acesso rápido de qualquer lugar.',
    icon: '📄',
  },
  {
    title: 'Gestão de candidatos',
    text: 'Acompanhe a admissão de cada candidato, do cadastro à conferência final.',
    icon: '👥',
  },
];

/** Beside the sign-in form: the three services the product advertises (spec 1 §1). */
export function ServicesPanel() {
  return (
    <Stack gap="lg" component="section" aria-labelledby="services-title">
      <Title id="services-title" order={2} c="white">
        Admissão digital de colaboradores
      </Title>
      {SERVICES.map((s) => (
        <Group key={s.title} align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" variant="white" aria-hidden="true">
            <span style={{ fontSize: 22 }}>{s.icon}</span>
          </ThemeIcon>
          <div>
            <Text fw={700} c="white">
              {s.title}
            </Text>
            <Text size="sm" c="white">
              {s.text}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
