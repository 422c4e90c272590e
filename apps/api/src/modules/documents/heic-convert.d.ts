declare module 'heic-convert' {
  interface Options {
    buffer: ArrayBufferLike | Uint8Array;
    format: 'JPEG' | 'PNG';
    quality?: number;
  }
  export default function convert(opts: Options): Promise<ArrayBuffer>;
}
