import { type APIRequestContext, expect } from '@playwright/test';
import { createStubBank, nextProviderId } from '../../helpers/payment-provider-stub.ts';
import { E2E_BANK_WEBHOOK_KEY } from './accounts.ts';

type SentCard = { amount: number; accountNumber: string; transferContent: string };

/** The payment request card a live chat session's history holds (the one the agent sent). */
export async function sentPaymentCard(
  request: APIRequestContext,
  sessionId: string | null,
): Promise<SentCard> {
  const history = (await (await request.get(`/api/livechat/history/${sessionId}`)).json()).data as Array<{
    payment?: SentCard;
  }>;
  const sent = history.find((m) => m.payment)?.payment;
  expect(sent).toBeTruthy();
  return sent as SentCard;
}

/** The local bank stub posts the transfer the card asks for; the webhook confirms it. */
export async function transferForCard(baseURL: string, sent: SentCard) {
  const paid = await createStubBank(baseURL).send(
    {
      id: nextProviderId(),
      accountNumber: sent.accountNumber,
      content: sent.transferContent,
      transferAmount: sent.amount,
    },
    { auth: 'apikey', secret: E2E_BANK_WEBHOOK_KEY },
  );
  expect(await paid.json()).toEqual({ success: true, outcome: 'confirmed' });
}
