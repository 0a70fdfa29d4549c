/**
 * A failure of the HTTP exchange itself (an unreadable or oversized body), which has no meaning in the shop's
 * terms; everything else is a DomainError (src/errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
