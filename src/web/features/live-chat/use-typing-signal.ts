import { useEffect, useRef } from 'react';
import { LIVECHAT_TYPING_STOP_MS } from '#domain/livechat/livechat.constants.ts';

/**
 * The typing signal of a chat box (spec 000 §4, spec 002 §9): on with the first key, off 2 s after the last one
 * or when the message is sent. `canStart` says whether a signal may start now (the visitor's socket is up).
 */
export function useTypingSignal(signal: (isTyping: boolean) => void, canStart: () => boolean = () => true) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const stop = () => {
    clearTimeout(timer.current);
    if (typing.current) signal(false);
    typing.current = false;
  };
  const keyPressed = () => {
    if (!canStart()) return;
    if (!typing.current) signal(true);
    typing.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(stop, LIVECHAT_TYPING_STOP_MS);
  };
  return { keyPressed, stop };
}
