/**
 * Colours of the page's states, dark enough for 4.5:1 with white (text on white, white text
 * on a button): Mantine's orange and green shades fall short of it.
 */
export const COLORS = {
  /** an orange for warnings ('Não salvo', the CEP note) and the Validar button of an invalid tab */
  warning: '#a23b07',
  /** green of a valid tab (Validar, the fill status) and of Finalizar */
  valid: '#237032',
  /** red of an invalid tab in the fill status */
  invalid: 'red.9',
} as const;
