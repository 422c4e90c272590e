/**
 * Uploads in flight in this process, and when the last one ended: the cross-check job reads a
 * document only when uploads are quiet, so the OCR (a core's worth of work for a second or two)
 * never slows an upload down (decision 057). Per process, like the OCR worker itself.
 */
let inFlight = 0;
let lastEnded = 0;

export async function duringUpload<T>(work: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
    lastEnded = Date.now();
  }
}

/** no upload running, none ended in the last `quietMs` */
export const uploadsQuiet = (quietMs: number) => inFlight === 0 && Date.now() - lastEnded >= quietMs;
