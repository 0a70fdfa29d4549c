/**
 * A chat window opened synchronously inside the click (so pop-up blockers allow it) and pointed at the
 * chat link once the order exists; closed again if the order fails. Opened without `noopener` (which
 * would give us no handle), so the opener link is cut by hand.
 */
export function openPendingChatWindow() {
  let chat: Window | null = null;
  try {
    chat = window.open('about:blank', '_blank');
    if (chat) chat.opener = null;
  } catch {
    chat = null;
  }
  return {
    /** Shows the chat; when the pop-up was blocked, tries once more (the confirmation also links to it). */
    go(url: string) {
      if (chat && !chat.closed) chat.location.href = url;
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
    close() {
      chat?.close();
    },
  };
}
