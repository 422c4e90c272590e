import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

/** Print frame: the page alone, no header, menu or footer. */
export function PrintFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" p="md" className="print-frame">
      {children}
    </Box>
  );
}
