import { yieldToBrowser } from '@ata/ui';
import type { LifeCycles } from 'single-spa';

/**
 * The application's mount begins in a task of its own. single-spa mounts every application of a page in one
 * chain of promises, so on a slow phone the header, the page and the footer hydrated in one long task
 * (≈ 400 ms at 4× CPU) that a tap had to wait for.
 */
export function mountingInOwnTask(lifecycles: LifeCycles): LifeCycles {
  return { ...lifecycles, mount: [yieldToBrowser, ...[lifecycles.mount].flat()] };
}
