/** What an editor's HTML means when it carries no text (tiptap answers '<p></p>' when empty). */
export function isEmptyHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}
