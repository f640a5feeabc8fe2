/**
 * Copies text to the clipboard. The Clipboard API needs a secure context (https or localhost);
 * a hospital's studio reached over plain http on its network falls back to a hidden textarea.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the fallback.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** The absolute address of a media path, for pasting into e-mails or other sites. */
export const absoluteUrl = (path: string): string => new URL(path, window.location.origin).toString();
