import type { ReactNode } from 'react';
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

const svg = (path: ReactNode) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {path}
  </svg>
);

const SERVICES = [
  {
    title: 'Guarda física de documentos',
    text: 'Armazenamento seguro e organizado dos documentos dos seus colaboradores.',
    icon: svg(
      <>
        <rect x="3" y="4" width="18" height="6" rx="1" />
        <rect x="3" y="14" width="18" height="6" rx="1" />
        <path d="M10 7h4M10 17h4" />
      </>,
    ),
  },
  {
    title: 'Digitalização de documentos',
    text: 'Seus documentos em formato digital, com acesso rápido de qualquer lugar.',
    icon: svg(
      <>
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5M9 13h6M9 17h6" />
      </>,
    ),
  },
  {
    title: 'Gestão de candidatos',
    text: 'Acompanhe a admissão de cada candidato, do cadastro à conferência final.',
    icon: svg(
      <>
        <circle cx="9" cy="8" r="3" />
        <path d="M3 20a6 6 0 0 1 12 0M16 11a3 3 0 1 0 0-6M21 20a6 6 0 0 0-4-5.6" />
      </>,
    ),
  },
];

/** Beside the sign-in form: the three services the product advertises (spec 1 §1). */
export function ServicesPanel() {
  return (
    <Stack gap="lg" component="section" aria-labelledby="services-title" maw={480}>
      <Title id="services-title" order={2} c="white">
        Admissão digital de colaboradores
      </Title>
      {SERVICES.map((s) => (
        <Group key={s.title} align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" variant="white">
            {s.icon}
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
