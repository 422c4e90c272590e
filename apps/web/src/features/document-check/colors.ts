/** Green of approve and finalize: dark enough for 4.5:1 with white (Mantine's greens fall short). */
export const APPROVE_COLOR = '#237032';
