/** What the report screens show of a failed call ('Datas Inválidas!' comes as the title). */
import { isApiError } from '../../lib/api';

export const errorDetail = (e: unknown) => (isApiError(e) ? e.message : undefined);
export const errorTitle = (e: unknown) =>
  isApiError(e) && typeof e.body.title === 'string' ? e.body.title : undefined;
