/**
 * What the orders area announces when an order becomes paid, whichever path paid it (the bank's webhook, a
 * provider's IPN, an admin's change or an assigned payment): told inside the transaction that pays it, so a
 * listener's own writes commit with the payment or not at all (decision 051).
 */
export type OrderPaid = { orderId: string; orderCode: string; amount: number; paidAt: Date };
