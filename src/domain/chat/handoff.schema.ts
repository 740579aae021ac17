import { z } from '../shared/zod.ts';
import { HANDOFF_MAX_LINES, HANDOFF_MAX_TEXT } from './handoff-limits.rules.ts';

/**
 * A chat with the AI assistant handed over to the live support chat ('Gặp nhân viên').
 * The AI widget sends it with the open-live-chat event; the live chat stores it in the room (as text, never
 * markup) so that the agent reads what the visitor already asked.
 */
export { HANDOFF_MAX_LINES, HANDOFF_MAX_TEXT };

export const handoffLineSchema = z.object({
  from: z.enum(['visitor', 'bot']),
  text: z.string().trim().min(1).max(HANDOFF_MAX_TEXT),
});

export const handoffSchema = z.object({
  /** the AI assistant's session id, so that the agent can find the whole chat */
  aiSessionId: z.string().min(1).max(128).optional(),
  transcript: z.array(handoffLineSchema).max(HANDOFF_MAX_LINES),
});

export type Handoff = z.infer<typeof handoffSchema>;
