/** The custom fields staff fill at registration: filled by the admin ('A') and active. */
import { useQuery } from '@tanstack/react-query';
import type { CustomField } from '@admissao/domain';
import { getCustomFieldsQueryOptions } from '../../../lib/queries/custom-fields';

const adminFilled = (list: CustomField[]) => list.filter((f) => f.RESP_PREENCHIMENTO === 'A' && f.ATIVO);

export const useAdminCustomFields = () => useQuery({ ...getCustomFieldsQueryOptions(), select: adminFilled });
