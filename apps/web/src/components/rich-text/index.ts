export { RichTextField } from './LazyRichTextField';
export type { EditorModule } from './RichTextField';
export { RichTextView } from './RichTextView';
export { isEmptyHtml } from './html';
