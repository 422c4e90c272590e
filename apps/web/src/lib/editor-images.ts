/** An image of the rich-text editor (POST /image/editor/upload/{module}); answers what the server names it. */
import { uploadFile } from './upload';

export const uploadEditorImage = <T>(module: string, file: File) =>
  uploadFile<T>(`/image/editor/upload/${module}`, file);
