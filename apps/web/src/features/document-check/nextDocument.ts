/**
 * Where the checking screen goes on its own (issue 30 item 4): after a decision, the next
 * document in the strip's order, after the decided one and round to the start, that still awaits
 * a check and has a file to look at (documentAwaitsCheck, what keeps Finalizar off); null when
 * none is left. ←/→ step through every document, in the strip's order.
 */
import { documentAwaitsCheck, type DocumentRow } from '@admissao/domain';

export function nextToCheck(docs: readonly DocumentRow[], decided: number): DocumentRow | null {
  const at = docs.findIndex((d) => d.CODTIPODOC === decided);
  const after = [...docs.slice(at + 1), ...docs.slice(0, Math.max(at, 0))];
  return after.find((d) => d.CODTIPODOC !== decided && documentAwaitsCheck(d) && d.ARQUIVOS > 0) ?? null;
}

export function stepDocument(docs: readonly DocumentRow[], current: number, by: 1 | -1): DocumentRow | null {
  const at = docs.findIndex((d) => d.CODTIPODOC === current);
  return docs[at + by] ?? null;
}
