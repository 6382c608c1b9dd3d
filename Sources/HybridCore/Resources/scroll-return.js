/*
 * HybridKit scroll return: added once, in the isolated world "hybridkit",
 * to the view a recovered page moves into, and removed after that load.
 *
 * Puts the document back where the user was inside the load itself (when the
 * DOM is parsed, and again at load if content arrived later): a scroll asked
 * for after the load would wait for the first paint. WebKit would apply the
 * history item's own saved position over it at first layout and at load (a
 * crash saves none, or an old one), so the item's restoration is manual until
 * a second after the load, then put back as it was.
 * Native appends the target, as JSON, as this function's argument: x, y and
 * the page's URL. Native takes this script out after that load, on a later
 * turn, so another document may start first: it is left alone.
 */
(function (target) {
  'use strict';
  if (window !== window.top || (typeof target.url === 'string' && location.href !== target.url)) return;
  var x = Number(target.x) || 0, y = Number(target.y) || 0;
  var restoration = history.scrollRestoration;
  history.scrollRestoration = 'manual';
  function go() { if (window.scrollX !== x || window.scrollY !== y) window.scrollTo(x, y); }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', go, { once: true }); else go();
  // WebKit applies the item's position once more when it checks the load complete, which may come
  // after the load event's own tasks: the page's setting comes back a second later.
  addEventListener('load', function () {
    go();
    setTimeout(function () { if (history.scrollRestoration === 'manual') history.scrollRestoration = restoration; }, 1000);
  }, { once: true });
})
