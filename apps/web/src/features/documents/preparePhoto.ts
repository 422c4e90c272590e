/**
 * A phone photo made ready to send, in the browser: a JPEG longer than 2000 px is drawn at 2000 px
 * (upright, as the phone took it) and encoded again. A 12 MP photo of 3-10 MB then travels as
 * 1-2 MB on mobile data, is never refused for its size, leaves the phone without its EXIF (GPS
 * position included), and is stored at 2000 px (the API keeps a third of the side of larger photos,
 * decision 019). Whatever the browser cannot decode (HEIC outside Safari, a broken file) or PNG
 * (screenshots keep their sharp text) is sent as it is: the API checks every file anyway.
 */
export const PHOTO_MAX_SIDE = 2000;
const JPEG_QUALITY = 0.9;

const isJpeg = (file: File) => file.type === 'image/jpeg' || /\.jpe?g$/i.test(file.name);

function encode(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

export async function preparePhoto(file: File): Promise<File> {
  if (!isJpeg(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const longSide = Math.max(bitmap.width, bitmap.height);
    if (longSide <= PHOTO_MAX_SIDE) return file;
    const scale = PHOTO_MAX_SIDE / longSide;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await encode(canvas);
    if (!blob || blob.size === 0) return file;
    return new File([blob], file.name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
