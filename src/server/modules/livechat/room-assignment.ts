import { LIVECHAT_EVENTS as E, LIVECHAT_MESSAGES as M } from '#domain/livechat/livechat.schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { LivechatRepository, RoomRow } from './livechat.repository.ts';
import { channels, type LivechatBroadcaster } from './livechat-views.ts';

// the round-robin's turn, one counter for every process (Redis when scaled out); a year's window never resets
// it in practice, and a reset only restarts the turn
const TURN_KEY = 'livechat:assign-turn';
const TURN_WINDOW_MS = 365 * 86_400_000;

export type AgentRef = { id: string; name: string };

/**
 * Who answers a room: each new room goes to the next online agent holding chat.answer in turn (agents in the
 * order of their ids, the turn shared by every process); an agent takes a room or hands it to another online
 * agent. Every console hears of it (room_assigned).
 */
export function roomAssignment(deps: {
  repo: LivechatRepository;
  io: LivechatBroadcaster;
  counters: Pick<WindowCounter, 'add'>;
  clock: () => Date;
}) {
  const { repo, io } = deps;

  async function assign(room: RoomRow, to: AgentRef | null, by: string | null): Promise<RoomRow> {
    const after = await repo.assign(room.id, to, deps.clock());
    if (!after) throw notFound(M.notFound);
    io.emit(channels.agents, E.roomAssigned, { roomId: room.id, assignedTo: to, by });
    return after;
  }

  async function existing(roomId: string) {
    const room = await repo.findRoom(roomId);
    if (!room) throw notFound(M.notFound);
    return room;
  }

  return {
    /** A new room's agent, in turn among those online; with nobody online the room waits unassigned. */
    async assignNew(room: RoomRow): Promise<RoomRow> {
      const agents = await io.onlineAgents();
      if (agents.length === 0) return room;
      const turn = await deps.counters.add(TURN_KEY, TURN_WINDOW_MS);
      const agent = agents[(turn - 1) % agents.length] as AgentRef;
      return repo.assign(room.id, agent, deps.clock()).then((after) => after ?? room);
    },
    /** An agent takes a room for themself. */
    async take(roomId: string, agent: AgentRef) {
      return assign(await existing(roomId), agent, agent.id);
    },
    /** A room handed to another agent, who must be online to answer it. */
    async handOver(roomId: string, toAgentId: string, by: AgentRef) {
      const room = await existing(roomId);
      const to = (await io.onlineAgents()).find((a) => a.id === toAgentId);
      if (!to) throw new AppError('AGENT_OFFLINE', 409, M.agentOffline, { toAgentId: M.agentOffline });
      return assign(room, to, by.id);
    },
    onlineAgents: () => io.onlineAgents(),
  };
}
