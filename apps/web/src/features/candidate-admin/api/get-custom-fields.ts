/** Staff see every active custom field of the client (admin- and candidate-filled). */
import { useQuery } from '@tanstack/react-query';
import type { CustomField } from '@admissao/domain';
import { getCustomFieldsQueryOptions } from '../../../lib/queries/custom-fields';

const active = (list: CustomField[]) => list.filter((f) => f.ATIVO !== false);

export const useActiveCustomFields = () => useQuery({ ...getCustomFieldsQueryOptions(), select: active });
