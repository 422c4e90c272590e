/**
 * Rich-text editor (@mantine/tiptap): bold, italic, underline, headings, lists, links and images.
 * Images go to POST /image/editor/upload/{module} and are shown through the editor image viewer;
 * a failed upload shows 'Erro ao enviar o arquivo' and leaves the text as it was.
 */
import { useEffect, type RefObject } from 'react';
import { Input } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { notifyError } from '../../lib/notify';
import { isApiError } from '../../lib/api';
import { uploadEditorImage } from '../../lib/editor-images';
import { PT_BR_LABELS } from './labels';

export type EditorModule = 'duvidas' | 'beneficios' | 'termos';

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** folder of the editor images (the `{module}` of the upload call) */
  module: EditorModule;
  error?: string;
  required?: boolean;
  minHeight?: number;
  /** text only (the kit's documents): no links, no images */
  plain?: boolean;
  /** filled with a function that inserts text at the cursor (the kit's merge-field picker) */
  insertRef?: RefObject<((text: string) => void) | null>;
}

type UploadAnswer = string | { data?: unknown; url?: unknown; src?: unknown } | undefined;

/** The image address from the upload answer (`data` is the viewer key, spec 1 §7). */
export function imageSrc(module: EditorModule, answer: UploadAnswer): string {
  if (typeof answer === 'string' && answer) return `/api/image/editor/viewer/${module}/${answer}`;
  if (answer && typeof answer === 'object') {
    for (const key of ['url', 'src'] as const) {
      const v = answer[key];
      if (typeof v === 'string' && v) return v;
    }
    if (typeof answer.data === 'string' && answer.data)
      return answer.data.startsWith('/') ? answer.data : `/api/image/editor/viewer/${module}/${answer.data}`;
  }
  throw new Error('resposta sem imagem');
}

/** the server's reason (its "try again" of a 503, after the automatic retries) under the title */
const uploadFailed = (_file: File, error: unknown) =>
  notifyError('Erro ao enviar o arquivo', isApiError(error) ? error.message : undefined);

export function RichTextField({
  label,
  value,
  onChange,
  module,
  error,
  required,
  minHeight = 220,
  plain = false,
  insertRef,
}: Props) {
  const upload = async (file: File) => imageSrc(module, await uploadEditorImage<UploadAnswer>(module, file));
  const editor = useEditor({
    extensions: plain
      ? [StarterKit.configure({ link: false })]
      : [
          StarterKit.configure({ link: false }),
          Link.configure({ openOnClick: false }),
          getUploadImageExtension(Image, {
            onImageUpload: upload,
            onImageUploadError: uploadFailed,
          }),
        ],
    content: value,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  // a value set from outside (loaded, cancelled) replaces the content; typing does not loop
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML())
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!insertRef) return;
    insertRef.current = (text) => editor?.chain().focus().insertContent(text).run();
    return () => {
      insertRef.current = null;
    };
  }, [editor, insertRef]);

  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error}>
      <RichTextEditor
        editor={editor}
        labels={PT_BR_LABELS}
        onImageUpload={upload}
        onImageUploadError={uploadFailed}
        mt={4}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          {plain ? null : (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
              <RichTextEditor.ImageUpload accept="image/png,image/jpeg" />
            </RichTextEditor.ControlsGroup>
          )}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content style={{ minHeight }} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
