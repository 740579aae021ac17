import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  chatStatsSchema,
  STATS_MESSAGES,
  type TrainingInput,
  type TrainingListQuery,
  trainingItemSchema,
  trainingTestResultSchema,
  unansweredItemSchema,
} from '#domain/chat/chatbot.schema.ts';
import { dataEnvelope, pagedEnvelope } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

export type { TrainingItem, TrainingTestResult, UnansweredItem } from '#domain/chat/chatbot.schema.ts';

const trainingResponse = dataEnvelope(trainingItemSchema);

export const chatbotKeys = {
  all: ['admin', 'chat'] as const,
  stats: ['admin', 'chat', 'stats'] as const,
  training: (query: TrainingListQuery) => ['admin', 'chat', 'training', query] as const,
  unanswered: ['admin', 'chat', 'unanswered'] as const,
};

/** spec 002 §8: the server's message, else 'Không thể tải thống kê', else 'Lỗi không xác định'. */
export function statsErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || STATS_MESSAGES.loadFailed;
  return STATS_MESSAGES.unknown;
}

export function useChatStats() {
  return useQuery({
    queryKey: chatbotKeys.stats,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/chat/stats', { signal, schema: dataEnvelope(chatStatsSchema) })).data,
    staleTime: 0,
  });
}

export function useTrainingList(query: TrainingListQuery) {
  return useQuery({
    queryKey: chatbotKeys.training(query),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({
        page: String(query.page),
        limit: String(query.limit),
        status: query.status,
        searchType: query.searchType,
      });
      if (query.category) params.set('category', query.category);
      if (query.search) params.set('search', query.search);
      return apiRequest(`/api/chat/training?${params}`, {
        signal,
        schema: pagedEnvelope(trainingItemSchema),
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUnanswered() {
  return useQuery({
    queryKey: chatbotKeys.unanswered,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/chat/unanswered', {
          signal,
          schema: dataEnvelope(z.array(unansweredItemSchema)),
        })
      ).data,
    staleTime: 0,
  });
}

export async function saveTraining(input: TrainingInput, target: { id?: string; unansweredId?: string }) {
  if (target.id)
    return apiRequest(`/api/chat/training/${encodeURIComponent(target.id)}`, {
      method: 'PUT',
      body: input,
      schema: trainingResponse,
    });
  if (target.unansweredId)
    return apiRequest(`/api/chat/unanswered/${encodeURIComponent(target.unansweredId)}/train`, {
      method: 'POST',
      body: input,
      schema: trainingResponse,
    });
  return apiRequest('/api/chat/training', { method: 'POST', body: input, schema: trainingResponse });
}

export async function deleteTraining(id: string): Promise<void> {
  await apiRequest(`/api/chat/training/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function testQuestion(message: string, draft?: TrainingInput) {
  return (
    await apiRequest('/api/chat/training/test', {
      method: 'POST',
      body: { message, ...(draft ? { draft } : {}) },
      schema: dataEnvelope(trainingTestResultSchema),
    })
  ).data;
}
