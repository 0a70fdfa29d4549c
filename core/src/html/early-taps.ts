/** Marks a form that only the page's scripts can send (no server answers it): see EARLY_TAPS_SCRIPT. */
export const NEEDS_SCRIPTS_ATTRIBUTE = 'data-needs-scripts';
/** Spread on such a form: `<form {...needsScripts} onSubmit={…}>`. */
export const needsScripts = { [NEEDS_SCRIPTS_ATTRIBUTE]: '' } as const;

/**
 * Taps on buttons that need the page's scripts, made before the page has hydrated, kept and replayed once it
 * has (`data-hydrated` on <html>): a shopper who taps "+" or "Clear Filters" on a page that looks ready is not
 * ignored. A button that submits a form is left to its form, which posts natively (the page it lands on is the
 * answer, so a tap is never both posted and replayed), unless the form is marked NEEDS_SCRIPTS_ATTRIBUTE (a
 * contact or newsletter form no server answers): then its submission, by a button or by Enter, waits for
 * hydration too instead of reloading the page with the typed fields in its address. Hydration keeps the
 * server's nodes, so each kept button or form is the one used again; one no longer in the page (its region was
 * drawn again) is dropped. Part of the page's one inline script (see PRELOAD_SCRIPT), hence hand-written for
 * every browser.
 */
export const EARLY_TAPS_SCRIPT =
  "(function(){var d=document,r=d.documentElement,q=[],n='" +
  NEEDS_SCRIPTS_ATTRIBUTE +
  "';if(r.hasAttribute('data-hydrated'))return;" +
  "function early(){return !r.hasAttribute('data-hydrated')}" +
  'function hold(e,x){e.preventDefault();e.stopPropagation();if(q.indexOf(x)<0)q.push(x)}' +
  "function click(e){if(!early())return;var b=e.target&&e.target.closest?e.target.closest('button'):null;" +
  "if(!b||b.disabled||(b.type==='submit'&&b.form&&!b.form.hasAttribute(n)))return;hold(e,b)}" +
  'function submit(e){var f=e.target;if(early()&&f&&f.hasAttribute&&f.hasAttribute(n))hold(e,f)}' +
  "d.addEventListener('click',click,true);d.addEventListener('submit',submit,true);" +
  "new MutationObserver(function(m,o){if(early())return;o.disconnect();d.removeEventListener('click',click,true);d.removeEventListener('submit',submit,true);" +
  'q.splice(0).forEach(function(x){if(!x.isConnected||x.disabled)return;if(x.requestSubmit)x.requestSubmit();else x.click()})})' +
  ".observe(r,{attributes:true,attributeFilter:['data-hydrated']})})();";
