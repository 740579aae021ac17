/** The accounts the end-to-end server is started with (playwright.config.ts passes them as its env). */
export const E2E_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin@12345' },
  staff: { email: 'staff@example.com', password: 'Staff@12345' },
} as const;

export type E2ERole = keyof typeof E2E_ACCOUNTS;

/** The bank-webhook API key the e2e server is started with (playwright.config.ts). */
export const E2E_BANK_WEBHOOK_KEY = 'e2e-bank-webhook-key-0123456789';
