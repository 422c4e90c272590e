/**
 * The 'Atenção' notice of Gravar (spec 3 §5) with every problem at once (issue 30 §7): the spec's
 * sentence naming the next field to fill, then the fields to fill and the fields to correct, each a
 * link to its field (on its tab). What is wrong with each is written under the field itself, so the
 * summary names fields only and no message repeats its label.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { nextFieldNotice, type FormIssue } from './model';

interface Props {
  /** the problems still open, in form order */
  issues: readonly FormIssue[];
  onJump: (field: string) => void;
}

function FieldLinks({ title, issues, onJump }: Props & { title: string }) {
  if (!issues.length) return null;
  return (
    <Text size="sm" mt={4}>
      <Text span fw={600} size="sm">
        {title} ({issues.length}):
      </Text>{' '}
      {issues.map((i, n) => (
        <Fragment key={i.field}>
          {n > 0 ? ', ' : null}
          {/* dark and underlined: the theme's link colour is too pale on the light orange (contrast) */}
          <Anchor
            component="button"
            type="button"
            size="sm"
            c="dark.8"
            underline="always"
            onClick={() => onJump(i.field)}
          >
            {i.label}
          </Anchor>
        </Fragment>
      ))}
    </Text>
  );
}

export function IssueSummary({ issues, onJump }: Props) {
  if (!issues.length) return null;
  const notice = nextFieldNotice(issues);
  return (
    <Alert
      color="orange"
      variant="light"
      title="Atenção"
      mb="md"
      // the light orange's own title colour is too pale on its background (contrast)
      styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
    >
      <Text size="sm">{notice ?? 'Corrija os campos indicados.'}</Text>
      <FieldLinks title="Preencha" issues={issues.filter((i) => i.missing)} onJump={onJump} />
      <FieldLinks title="Corrija" issues={issues.filter((i) => !i.missing)} onJump={onJump} />
    </Alert>
  );
}
