/*
 * HybridKit pull to refresh: runs in the isolated world "hybridkit", main frame only.
 *
 * Where the engine has no pull gesture of its own (WebKitGTK, a Mac's
 * trackpad), a pull is a scroll upwards past the top of the document: wheel
 * events going up, in one gesture (no gap over 300 ms) that started with the
 * document at its top, adding up to 120 px, and not inside an element that is
 * itself scrolled down. Each such gesture tells native once; native decides
 * whether pull to refresh is on and what a refresh does. Page scripts cannot
 * reach the handler: it lives in this world only.
 */
(function () {
  'use strict';
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers.hybridkitPull;
  if (!handler || window !== window.top) return;
  var THRESHOLD = 120, GAP = 300;
  var pulled = 0, last = -Infinity, startedAtTop = false, sent = false;

  function scrolledInside(target) {
    for (var element = target; element && element !== document.body && element !== document.documentElement;
      element = element.parentElement) {
      if (element.scrollTop > 0) return true;
    }
    return false;
  }

  function pixels(event) {
    if (event.deltaMode === 1) return event.deltaY * 40;
    if (event.deltaMode === 2) return event.deltaY * window.innerHeight;
    return event.deltaY;
  }

  addEventListener('wheel', function (event) {
    var now = performance.now();
    if (now - last > GAP) {
      pulled = 0;
      sent = false;
      startedAtTop = window.scrollY <= 0;
    }
    last = now;
    var delta = pixels(event);
    if (delta > 0) { pulled = 0; startedAtTop = false; return; }
    if (!startedAtTop || sent || window.scrollY > 0 || scrolledInside(event.target)) return;
    pulled -= delta;
    if (pulled < THRESHOLD) return;
    sent = true;
    handler.postMessage('pull').catch(function () {});
  }, { capture: true, passive: true });
})();
