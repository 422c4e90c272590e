/**
 * Shows rich text as the API answers it. The API sanitises FAQ and benefits HTML before storing
 * it and again when serving it (issue 7), so only HTML read from those calls may be passed here;
 * never text a user has just typed.
 */
import { Typography } from '@mantine/core';

export function RichTextView({ html, label }: { html: string; label?: string }) {
  return (
    <Typography>
      <div aria-label={label} className="rich-text-view" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
