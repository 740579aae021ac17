import type { Handoff } from '../../domain/chat/handoff.schema.ts';

/**
 * The browser event by which the AI assistant's 'Gặp nhân viên' opens the live support widget with the
 * chat so far. The chat launchers (components/public/chat-widgets.tsx) listen for it.
 */
export const OPEN_LIVE_CHAT_EVENT = 'site:open-live-chat';

/** true when a live chat took the chat; false when none listens (the caller then offers another way). */
export function openLiveChat(handoff: Handoff): boolean {
  const event = new CustomEvent<Handoff>(OPEN_LIVE_CHAT_EVENT, { detail: handoff, cancelable: true });
  return !window.dispatchEvent(event);
}

export function onOpenLiveChat(listener: (handoff: Handoff) => void): () => void {
  const handler = (event: Event) => {
    // marks the event handled: openLiveChat() then knows a live chat opened
    event.preventDefault();
    listener((event as CustomEvent<Handoff>).detail);
  };
  window.addEventListener(OPEN_LIVE_CHAT_EVENT, handler);
  return () => window.removeEventListener(OPEN_LIVE_CHAT_EVENT, handler);
}
