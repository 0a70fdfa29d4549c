/** This tab's sessionStorage, or none (private mode, a sandboxed frame, the server render). */
export function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
