/** The accounts the test template database is seeded with. */
export const TEST_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin@12345' },
  staff: { email: 'staff@example.com', password: 'Staff@12345' },
} as const;
