/** The FAQ form checks with the contract's ZDoubtCreate (one definition of the rules). */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ZDoubtCreate } from '@admissao/domain';
import { isEmptyHtml } from '../../components/rich-text';

/** What the FAQ form edits (the answer is rich text). */
export interface DoubtInput {
  TITULO: string;
  RESUMO: string;
  DESCRICAO: string;
}

const base = zodResolver(ZDoubtCreate);

/** An editor with no text answers '<p></p>': it counts as an empty description. */
export const doubtResolver: Resolver<DoubtInput> = (values, context, options) =>
  base(
    { ...values, DESCRICAO: isEmptyHtml(values.DESCRICAO) ? '' : values.DESCRICAO },
    context,
    options as never,
  ) as ReturnType<Resolver<DoubtInput>>;
