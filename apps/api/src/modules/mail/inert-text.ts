/**
 * A person's name is typed by the person (the candidate corrects their own, issue 14) and a mail
 * client turns whatever looks like an address into a link: 'WWW.MEUBANCO-SEGURO.COM/LOGIN' as a
 * candidate's name would reach HR as a clickable link inside a mail the product signed. Names go
 * into mails inert: a zero-width space after each '.', '@', ':' and '/' that has text right after
 * it breaks every host, address and scheme for the linkers, and reads the same to a person.
 */
const LINK_JOINTS = /([.@:/])(?=\S)/g;
const ZERO_WIDTH_SPACE = '\u200B';

export const inertText = (text: string): string => text.replace(LINK_JOINTS, `$1${ZERO_WIDTH_SPACE}`);

/** the names a mail's inputs may carry, made inert; everything else as it is */
export function withInertNames<T extends object>(input: T): T {
  const out = { ...input } as Record<string, unknown>;
  for (const key of ['name', 'candidate'] as const)
    if (typeof out[key] === 'string') out[key] = inertText(out[key]);
  if (Array.isArray(out.entries))
    out.entries = out.entries.map((e: { candidate: string }) => ({
      ...e,
      candidate: inertText(e.candidate),
    }));
  return out as T;
}
