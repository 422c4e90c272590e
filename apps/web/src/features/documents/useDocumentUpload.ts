/**
 * Sending files to one document: large phone photos made smaller first (preparePhoto.ts), the
 * checks (spec messages), then one upload at a time with its progress; the answer updates the tile
 * at once and the lists are reloaded. A file the server could not take now (503 …, no connection,
 * after the automatic retries of lib/upload.ts) stays on the tile to be sent again — a photo taken
 * with the camera exists nowhere else.
 */
import { useState } from 'react';
import { DOC_MSG, type DocumentRow } from '@admissao/domain';
import { isApiError, isRefusal } from '../../lib/api';
import { notifyError, notifySuccess, TOAST_LONG_MS } from '../../lib/notify';
import { useUploadDocument } from './api/upload-document';
import { checkDocumentFile } from './fileCheck';
import { preparePhoto } from './preparePhoto';

export interface UploadState {
  /** 0..1 of the file being sent, null when idle */
  progress: number | null;
  /** name of the file being sent */
  current: string | null;
}

/** not a refusal of the file (type, size, status): the same file may go through later */
const worthResending = (e: unknown) => !isRefusal(e);

export function useDocumentUpload(
  candidateId: number,
  userId: number,
  doc: DocumentRow,
  onChanged: () => void,
) {
  const documents = useUploadDocument(candidateId, userId);
  const [state, setState] = useState<UploadState>({ progress: null, current: null });
  const [failed, setFailed] = useState<File[]>([]);

  const send = async (files: readonly File[]) => {
    let sent = 0;
    const notSent: File[] = [];
    for (const chosen of files) {
      // the tile shows the file at once: a 12 MP photo takes a moment to make smaller on a phone
      setState({ progress: 0, current: chosen.name });
      const file = await preparePhoto(chosen);
      const problem = checkDocumentFile(file, doc.APENAS_IMAGEM);
      if (problem) {
        notifyError(problem.title, problem.message, TOAST_LONG_MS);
        continue;
      }
      try {
        await documents.upload(doc.CODTIPODOC, file, (progress) =>
          setState({ progress, current: file.name }),
        );
        sent++;
      } catch (e) {
        // upload errors stay 10 s (spec 2 §8), with the API's reason
        notifyError(DOC_MSG.uploadError, isApiError(e) ? e.message : undefined, TOAST_LONG_MS);
        if (worthResending(e)) notSent.push(file);
      }
    }
    setState({ progress: null, current: null });
    if (notSent.length) setFailed((before) => [...before, ...notSent]);
    if (sent > 0) {
      notifySuccess(sent === 1 ? DOC_MSG.uploaded : `${sent} arquivos enviados com sucesso.`);
      void documents.refresh();
      onChanged();
    }
  };

  /** sends again the files that did not go through */
  const resend = () => {
    const again = failed;
    setFailed([]);
    return send(again);
  };

  return { ...state, busy: state.progress !== null, send, failed, resend, discard: () => setFailed([]) };
}
