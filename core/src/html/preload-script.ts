import { EARLY_TAPS_SCRIPT } from './early-taps.ts';
import { afterFirstContentfulPaint } from './first-paint.ts';
import { PRELOAD_TEMPLATE_ID } from './page-ids.ts';

/**
 * A module preload costs the main thread milliseconds (the fetch starts, and a file the prefetch already
 * brought is compiled at once): all two dozen links at once made one 200 ms task at 4× CPU, four per task
 * still 5–20 ms ones, Lighthouse's blocking time on /shop (#27). One per task keeps each short; the entry,
 * the largest file, has a task of its own too.
 */
const LINKS_PER_TASK = 1;

/**
 * The page's inline script: keeps taps made before hydration (EARLY_TAPS_SCRIPT); after the first paint,
 * adds the shell's entry script (the template's `data-entry`), which the page therefore does not even ask for
 * before it has painted, then moves the preload links out of their template into the document (one per
 * task), so every script the page runs is fetched at once instead of one import after another, without
 * sharing the slow mobile bandwidth with the HTML and the images of the first paint. The entry goes first:
 * it is the largest file, and the last one needed before anything runs. The shell starts its applications
 * on the same signal. Constant for a running server, so the Content-Security-Policy allows it by hash. One
 * line: the transpiler may print the function over several, and none of its statements depends on a line
 * break. In a module of its own, so that the shell, which imports only the trigger, leaves it out.
 */
export const PRELOAD_SCRIPT = `${EARLY_TAPS_SCRIPT}(${String(afterFirstContentfulPaint).replace(/\n\s*/g, ' ')})(function(){var t=document.getElementById('${PRELOAD_TEMPLATE_ID}');if(!t)return;var e=t.getAttribute('data-entry'),n=[].slice.call(t.content.childNodes);if(e){var s=document.createElement('script');s.type='module';s.src=e;document.head.appendChild(s)}function add(){n.splice(0,${LINKS_PER_TASK}).forEach(function(l){document.head.appendChild(l)});if(n.length)setTimeout(add)}setTimeout(add)})`;
