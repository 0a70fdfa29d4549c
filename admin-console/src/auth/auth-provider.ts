import type { LoginInput } from '@ata/core/auth';
import { ApiError, api } from '@ata/core/http';
import { messages } from '@ata/core/site';
import type { AuthProvider } from 'react-admin';
import { leaveAuthNotice } from './auth-notice.ts';

/** Why a login was refused; the login screen turns it into the matching toast. */
export class LoginRefused extends Error {
  constructor(readonly reason: 'credentials' | 'not-admin') {
    super(reason === 'credentials' ? messages.loginFailed.description : messages.accessDenied.description);
    this.name = 'LoginRefused';
  }
}

/** core's auth reader and schema (and zod with them) load on first use, not with the login screen. */
const coreAuth = () => import('@ata/core/auth');

/** Rejection that sends the user to the login screen without react-admin's own (one-line) notification. */
const authRequired = () => {
  leaveAuthNotice(messages.authRequired);
  return Promise.reject({ message: false });
};

/**
 * Session-cookie auth (the API sets an httpOnly cookie on login): no credentials are kept in the browser.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: LoginInput) {
    let result: unknown;
    try {
      result = await api.request('POST', '/api/auth/login', { username, password }, 0);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
        throw new LoginRefused('credentials');
      }
      throw error;
    }
    const { authCheckSchema } = await coreAuth();
    if (!authCheckSchema.safeParse(result).data?.isAdmin) {
      // Drop the session the server just opened for a non-admin.
      await api.request('POST', '/api/auth/logout', undefined, 0).catch(() => undefined);
      throw new LoginRefused('not-admin');
    }
  },

  async logout(params?: { manual?: boolean }) {
    try {
      await api.request('POST', '/api/auth/logout', undefined, 0);
    } catch (error) {
      // An explicit Logout reports the failure; logging out after an auth failure stays silent.
      if (params?.manual) throw error;
    }
  },

  async checkAuth() {
    const { checkAuth } = await coreAuth();
    try {
      const auth = await checkAuth(api);
      if (!auth.isAdmin) return authRequired();
    } catch {
      return authRequired();
    }
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401 || error?.status === 403) return authRequired();
  },

  async getIdentity() {
    const { checkAuth } = await coreAuth();
    const auth = await checkAuth(api);
    return { id: auth.username ?? 'admin', fullName: auth.username ?? 'Admin' };
  },

  async getPermissions() {
    return 'admin';
  },
};
