/** The client's document types as the configuration lists them, and the clients to import from. */
import { configurationDocumentsApi } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

export const getDocumentTypesQueryOptions = (page: number, pageSize: number) =>
  callQuery(configurationDocumentsApi.list, { query: { page, pageSize } }, { retry: false });

export const getImportSourcesQueryOptions = () =>
  callQuery(configurationDocumentsApi.importSources, undefined, { retry: false });
