/**
 * Puts text on the clipboard: the Clipboard API where the page may use it,
 * else a hidden textarea and the copy command (plain HTTP on another host).
 */
export async function copyText(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand("copy")) throw new Error("the browser refused the copy command");
  } finally {
    area.remove();
  }
}
