// Worker thread: HEIC → JPEG with heic-convert (libheif in WebAssembly). Decoding blocks for about a
// second per 12 MP photo, so it runs here, off the event loop; plain JS so it needs no loader.
import { parentPort } from 'node:worker_threads';
import convert from 'heic-convert';

parentPort.on('message', async ({ id, data }) => {
  try {
    const out = await convert({ buffer: Buffer.from(data), format: 'JPEG', quality: 0.92 });
    // a copy in an ArrayBuffer of its own: what the decoder answers may be a view of memory that
    // cannot be transferred (Node 24 refuses it), and a pooled Buffer would hand over its pool
    const buf = new Uint8Array(out);
    parentPort.postMessage({ id, ok: true, data: buf }, [buf.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
