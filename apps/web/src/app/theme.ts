import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Blue at shade 8 keeps white text on buttons above the 4.5:1 contrast of WCAG AA. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine's close buttons are icons with no name (axe button-name, serious) unless each dialog
    // passes one: every Modal and Drawer gets 'Fechar' here; a dialog may still name its own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    // a spinner says what it waits for ('Carregando PDF'): an aria-label needs a role to be
    // allowed (axe aria-prohibited-attr), and 'status' lets a screen reader announce it
    Loader: { defaultProps: { role: 'status' } },
    InputWrapper: { defaultProps: { inputWrapperOrder: ['label', 'input', 'description', 'error'] } },
    // Mantine paints a titled toast's text gray-6 (3.3:1 on white); gray-7 reads at 4.5:1 or more
    // A toast never takes a click meant for what lies under it (Finalizar in the footer, a field):
    // it says something for a few seconds; only its close button is clickable.
    Notification: {
      styles: {
        root: { pointerEvents: 'none' },
        closeButton: { pointerEvents: 'auto' },
        description: { color: 'var(--mantine-color-gray-7)' },
      },
    },
  },
});

/** Error texts, required markers and dimmed texts dark enough for 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // the light variant (the current menu entry, light buttons and badges): its blue text on its
    // hovered background read at 4.0:1; darker text and a lighter hover keep 4.5:1 or more
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {},
});
