/**
 * Taps on buttons that need the page's scripts, made before the page has hydrated, kept and replayed once it
 * has (`data-hydrated` on <html>): a shopper who taps "+" or "Clear Filters" on a page that looks ready is not
 * ignored. A button that submits a form is left alone: its form posts natively, and the page it lands on is
 * the answer, so a tap is never both posted and replayed. Hydration keeps the server's nodes, so each kept
 * button is the one clicked again; one no longer in the page (its region was drawn again) is not clicked.
 * Part of the page's one inline script (see PRELOAD_SCRIPT), hence hand-written for every browser.
 */
export const EARLY_TAPS_SCRIPT =
  "(function(){var d=document,r=d.documentElement,q=[];if(r.hasAttribute('data-hydrated'))return;" +
  "function keep(e){if(r.hasAttribute('data-hydrated'))return;var b=e.target&&e.target.closest?e.target.closest('button'):null;" +
  "if(!b||b.disabled||(b.type==='submit'&&b.form))return;e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0)q.push(b)}" +
  "d.addEventListener('click',keep,true);" +
  "new MutationObserver(function(m,o){if(!r.hasAttribute('data-hydrated'))return;o.disconnect();d.removeEventListener('click',keep,true);" +
  "q.splice(0).forEach(function(b){if(b.isConnected&&!b.disabled)b.click()})}).observe(r,{attributes:true,attributeFilter:['data-hydrated']})})();";
