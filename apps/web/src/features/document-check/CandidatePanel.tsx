/**
 * The candidate's data, to compare with the document being checked; the checking screen's side
 * column scrolls it (CheckPage.module.css), so it has no scroll area of its own.
 */
import { Accordion, Stack, Text } from '@mantine/core';
import { candidateFacts, PANEL_SECTIONS } from './candidateFacts';

export function CandidatePanel({ record }: { record: Record<string, unknown> }) {
  return (
    <Accordion
      multiple
      defaultValue={PANEL_SECTIONS.filter((s) => s.open).map((s) => s.key)}
      variant="contained"
    >
      {PANEL_SECTIONS.map((s) => {
        const facts = candidateFacts(record, s.key);
        return (
          <Accordion.Item key={s.key} value={s.key}>
            <Accordion.Control>{s.title}</Accordion.Control>
            <Accordion.Panel>
              {facts.length === 0 ? (
                <Text size="sm" c="gray.7">
                  Não possui ou não foi informado.
                </Text>
              ) : (
                <Stack gap={6} component="dl" m={0}>
                  {facts.map((f) => (
                    <div key={f.name}>
                      <Text component="dt" size="xs" c="gray.7">
                        {f.label}
                      </Text>
                      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                        {f.value}
                      </Text>
                    </div>
                  ))}
                </Stack>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
