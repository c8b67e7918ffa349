/** The file in the lease folder where e2e/global-setup.ts notes its servers once they answer. */
export const SERVERS_FILE = 'servers.json';

/** Their addresses, one per e2e worker, or why they could not start. */
export type ServersNote = { urls: string[] } | { error: string };
