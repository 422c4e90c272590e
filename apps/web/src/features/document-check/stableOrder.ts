/**
 * The strip's order for one visit to the checking screen: the review order of spec 3 §2 when the
 * documents first arrive, then kept — an approved or refused document stays where the reviewer
 * clicked it instead of jumping to the other end of the strip. A document seen for the first time
 * (new type, second load) goes after the known ones, in review order.
 */
import { sortDocumentsForReview } from '@admissao/domain';

type Sortable = Parameters<typeof sortDocumentsForReview>[0][number];

export function keepOrder<T extends Sortable>(docs: readonly T[], known: readonly number[]): T[] {
  const sorted = sortDocumentsForReview(docs);
  const place = new Map(known.map((code, i) => [code, i]));
  const seen = sorted.filter((d) => place.has(d.CODTIPODOC));
  const fresh = sorted.filter((d) => !place.has(d.CODTIPODOC));
  seen.sort((a, b) => place.get(a.CODTIPODOC)! - place.get(b.CODTIPODOC)!);
  return [...seen, ...fresh];
}
