export const padCode = (n: number) => String(n).padStart(4, '0');
