/** The admin the end-to-end server is started with. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-password-123' } as const;
