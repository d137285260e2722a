import type { ConsoleApi } from '../api/console-api';

/** Ends the session on the server (its cookie goes with it). */
export async function signOut(api: ConsoleApi): Promise<void> {
  await api.post('/admin/auth/logout/', {});
}
