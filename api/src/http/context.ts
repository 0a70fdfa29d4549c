import type { EntityManager } from '@mikro-orm/postgresql';
import type { DefaultContext, Middleware, ParameterizedContext } from 'koa';

export interface AuthUser {
  id: string;
  username: string;
  isAdmin: boolean;
}

export interface AppState {
  /** This request's own entity manager (identity map), forked by `forkEntityManager`. */
  em: EntityManager;
  /** Resolves the caller from the session cookie or Basic credentials, once per request. */
  getUser: () => Promise<AuthUser | null>;
  /** The session token from the cookie, when one was sent. */
  sessionToken?: string;
}

export type AppContext = ParameterizedContext<AppState, DefaultContext>;
export type AppMiddleware = Middleware<AppState, DefaultContext>;

/** Gives every request its own entity manager: entities loaded by one request never leak into another. */
export const forkEntityManager =
  (orm: { em: EntityManager }): AppMiddleware =>
  (ctx, next) => {
    ctx.state.em = orm.em.fork();
    return next();
  };
