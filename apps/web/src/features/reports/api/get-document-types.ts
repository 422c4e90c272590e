/** The client's document types (POST /candidate/data/document/type), the image-link form's choices. */
import { documentsApi } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

export const getDocumentTypesQueryOptions = () =>
  callQuery(documentsApi.types, { body: {} }, { retry: false });
