/** Worker → page: a request for this page had to be answered from what this phone saved. */
export const OFFLINE_MESSAGE = 'ata:offline';
/** Page → worker: did a request of mine have to be answered from the cache? (Answered with OFFLINE_MESSAGE.) */
export const STATUS_MESSAGE = 'ata:status';
/** Page → worker: keep these URLs (the page's own first, then the files it loaded) as the rules allow. */
export const WARM_MESSAGE = 'ata:warm';
export interface WarmMessage {
  type: typeof WARM_MESSAGE;
  urls: string[];
}
