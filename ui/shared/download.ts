/**
 * Saves text as a file through the browser's own download (no permission: a link the page clicks); a long text
 * may come as pieces, joined by the Blob rather than into one string, or as a Blob made elsewhere (a worker).
 */
export function download(content: string | readonly string[] | Blob, type: string, name: string): void {
  const blob =
    content instanceof Blob ? content : new Blob(typeof content === 'string' ? [content] : [...content], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has started from the click; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Today as `YYYY-MM-DD` (UTC), for file names. */
export const fileDay = (): string => new Date().toISOString().slice(0, 10);
