import type { LivechatRoom } from '#domain/livechat/livechat.schema.ts';

/** A short tone for a new waiting room, when the browser lets the page play sound. */
function chime() {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 880;
    gain.gain.value = 0.05;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.15);
    osc.onended = () => void ctx.close();
  } catch {
    // no audio: the notification and the list still show it
  }
}

/** spec 002 §2 Admin live chat: a new waiting room chimes, and shows a notification when the agent allowed them. */
export function alertNewRoom(room: LivechatRoom) {
  chime();
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted')
    new Notification('Khách mới đang chờ hỗ trợ', { body: room.user.name });
}
