import type { DefaultContext, Middleware, ParameterizedContext } from 'koa';

export interface AuthUser {
  id: string;
  username: string;
  isAdmin: boolean;
}

export interface AppState {
  /** Resolves the caller from the session cookie or Basic credentials, once per request. */
  getUser: () => Promise<AuthUser | null>;
  /** The session token from the cookie, when one was sent. */
  sessionToken?: string;
}

export type AppContext = ParameterizedContext<AppState, DefaultContext>;
export type AppMiddleware = Middleware<AppState, DefaultContext>;
