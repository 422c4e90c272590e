import { Loader, Paper, Text } from '@mantine/core';
import { CONFIG_MSG } from '@admissao/domain';
import { isEmptyHtml, RichTextView } from '../../components/rich-text';
import { useBenefits } from './api/get-benefits';

/** The client's benefits text as the candidate reads it on the Benefícios tab. */
export function BenefitsText() {
  const benefits = useBenefits();
  if (benefits.isPending) return <Loader size="sm" aria-label="Carregando benefícios" />;
  const html = benefits.data?.OBS_BENEFICIOS ?? '';
  return (
    <Paper withBorder p="md" radius="sm" aria-label="Benefícios da empresa" component="section">
      {isEmptyHtml(html) ? (
        <Text c="dimmed">{CONFIG_MSG.benefitsEmpty}</Text>
      ) : (
        <RichTextView html={html} label="Texto de benefícios" />
      )}
    </Paper>
  );
}
