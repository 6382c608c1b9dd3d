/*
 * Tasks the container runs on its own account in the isolated world "hybridkit",
 * main frame only. Native asks for one by name through the runtime's standing
 * wait (bridge-isolated.js), never by evaluating script, so running one hands
 * the page no user gesture. Each takes one object of arguments and returns (a
 * promise of) a JSON value. Page scripts cannot see this object.
 */
(function () {
  'use strict';
  if (window !== window.top || window.__hybridkitTasks) return;

  // Does this document show anything? True when it has text or an element with
  // a visible box. Looks at no more than 2,000 elements, so it stays cheap.
  function blankProbe() {
    var body = document.body;
    if (!body) return false;
    if (body.innerText && body.innerText.trim().length > 0) return true;
    var elements = body.getElementsByTagName('*');
    for (var i = 0; i < elements.length && i < 2000; i++) {
      var box = elements[i].getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(elements[i]).visibility !== 'hidden') return true;
    }
    return false;
  }

  // The page's own Navigation Timing and first contentful paint, in ms from the
  // navigation's start. Waits up to `wait` ms for the load event to end (WebKit
  // may report the load before it); values the engine does not know are null.
  async function pageTimings(args) {
    var wait = typeof args.wait === 'number' ? args.wait : 0;
    var started = Date.now();
    var entry = performance.getEntriesByType('navigation')[0];
    while (entry && entry.loadEventEnd === 0 && Date.now() - started < wait) {
      await new Promise(function (resolve) { setTimeout(resolve, 20); });
      entry = performance.getEntriesByType('navigation')[0];
    }
    if (!entry) return null;
    var span = function (from, to) { return (from > 0 || to > 0) && to >= from ? to - from : null; };
    var paint = performance.getEntriesByType('paint').find(function (p) { return p.name === 'first-contentful-paint'; });
    return {
      url: location.href,
      dns: span(entry.domainLookupStart, entry.domainLookupEnd),
      connect: span(entry.connectStart, entry.connectEnd),
      tls: entry.secureConnectionStart > 0 ? span(entry.secureConnectionStart, entry.connectEnd) : null,
      firstByte: entry.responseStart > 0 ? entry.responseStart : null,
      domContentLoaded: entry.domContentLoadedEventEnd > 0 ? entry.domContentLoadedEventEnd : null,
      load: entry.loadEventEnd > 0 ? entry.loadEventEnd : null,
      firstContentfulPaint: paint ? paint.startTime : null
    };
  }

  // After a recovery reload: puts the document back at the scroll position
  // native kept. WebKit applies its own (empty) saved position for the
  // reloaded item during the first frames, so this waits two frames first.
  async function scrollRestore(args) {
    await new Promise(function (resolve) { requestAnimationFrame(function () { requestAnimationFrame(resolve); }); });
    window.scrollTo(Number(args.x) || 0, Number(args.y) || 0);
    return [window.scrollX, window.scrollY];
  }

  // Where a person would touch the element `selector` names: it is scrolled into
  // view first, and its centre is returned in view coordinates (null: no such element).
  function locate(args) {
    var element = document.querySelector(String(args.selector));
    if (!element) return null;
    element.scrollIntoView({ block: 'center', inline: 'center' });
    var box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2, width: box.width, height: box.height };
  }

  // Whether the page set a background of its own (a colour or an image), which a person sees.
  function painted() {
    return [document.documentElement, document.body].some(function (element) {
      if (!element) return false;
      var style = getComputedStyle(element);
      return style.backgroundImage !== 'none' || !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor);
    });
  }

  // Waits until the page looks drawn, for a screenshot: `selector` present when
  // given; else loaded, showing something (blankProbe) and with no DOM change for
  // `quietMs`, as a single-page app that renders after load settles. Gives up at
  // `capMs`; then waits two animation frames so what changed is painted.
  async function drawn(args) {
    var quiet = Number(args.quietMs) || 500, cap = Number(args.capMs) || 10000;
    var selector = typeof args.selector === 'string' ? args.selector : null;
    var started = Date.now(), changed = Date.now(), ready = false;
    var observer = new MutationObserver(function () { changed = Date.now(); });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    try {
      while (!ready && Date.now() - started < cap) {
        await new Promise(function (resolve) { setTimeout(resolve, 25); });
        ready = selector ? document.querySelector(selector) !== null
          : document.readyState === 'complete' && (blankProbe() || painted()) && Date.now() - changed >= quiet;
      }
    } finally { observer.disconnect(); }
    await new Promise(function (resolve) { requestAnimationFrame(function () { requestAnimationFrame(resolve); }); });
    return { drawn: ready, waitedMs: Date.now() - started };
  }

  // One bridge call record, for Web Inspector's console when the container is
  // inspectable. Logged from this world, so the page cannot hide or fake it.
  function consoleRecord(args) {
    (args.failed ? console.warn : console.debug).call(console, '[hybrid] ' + String(args.line));
    return true;
  }

  // The keyboard's "body" resize: the body gets the height the keyboard leaves
  // (height > 0), kept as the window resizes, or the page's own inline height back (0).
  // Returns the body's height.
  var bodyHeightBefore = null, keyboardHeight = 0;
  function fitBody() {
    var body = document.body;
    if (!body || keyboardHeight <= 0) return;
    body.style.setProperty('height', Math.max(0, window.innerHeight - keyboardHeight) + 'px', 'important');
  }
  function keyboardBody(args) {
    var body = document.body;
    if (!body) return null;
    var height = Number(args.height) || 0;
    if (height > 0) {
      if (bodyHeightBefore === null) {
        bodyHeightBefore = body.style.getPropertyValue('height');
        addEventListener('resize', fitBody);
      }
      keyboardHeight = height;
      fitBody();
    } else if (bodyHeightBefore !== null) {
      keyboardHeight = 0;
      removeEventListener('resize', fitBody);
      if (bodyHeightBefore) body.style.setProperty('height', bodyHeightBefore); else body.style.removeProperty('height');
      bodyHeightBefore = null;
    }
    return body.getBoundingClientRect().height;
  }

  Object.defineProperty(window, '__hybridkitTasks', {
    value: Object.freeze({ blankProbe: blankProbe, pageTimings: pageTimings, scrollRestore: scrollRestore, consoleRecord: consoleRecord,
      drawn: drawn, locate: locate, keyboardBody: keyboardBody })
  });
})();
