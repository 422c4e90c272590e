/** The FAQ form checks with the domain's ZDoubtCreate (one definition of the rules). */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ZDoubtCreate } from '@admissao/domain';
import { isEmptyHtml } from '../../components/rich-text';
import type { DoubtInput } from './api';

const base = zodResolver(ZDoubtCreate);

/** An editor with no text answers '<p></p>': it counts as an empty description. */
export const doubtResolver: Resolver<DoubtInput> = (values, context, options) =>
  base(
    { ...values, DESCRICAO: isEmptyHtml(values.DESCRICAO) ? '' : values.DESCRICAO },
    context,
    options as never,
  ) as ReturnType<Resolver<DoubtInput>>;
