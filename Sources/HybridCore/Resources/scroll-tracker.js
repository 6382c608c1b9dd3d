/*
 * HybridKit scroll tracker: runs in the isolated world "hybridkit", main frame only.
 *
 * Tells native where the document is scrolled, so that after the web content
 * process dies the container can put the user back where they were (WebKit
 * itself saves the position only when the page is left, which a crash never
 * does). Reports at most every 100 ms while scrolling, and on pagehide.
 * Page scripts cannot reach the handler: it lives in this world only.
 */
(function () {
  'use strict';
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers.hybridkitScroll;
  if (!handler || window !== window.top) return;
  var timer = 0;

  function report() {
    clearTimeout(timer);
    timer = 0;
    handler.postMessage([window.scrollX, window.scrollY]).catch(function () {});
  }

  addEventListener('scroll', function () { if (!timer) timer = setTimeout(report, 100); }, { passive: true });
  addEventListener('pagehide', report);
})();
