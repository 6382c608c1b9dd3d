/*
 * HybridKit trusted bridge runtime — runs in the isolated world "hybridkit".
 *
 * Only scripts in this world can see window.webkit.messageHandlers.hybridkit,
 * so page scripts cannot post to native directly. The page-world API
 * (bridge.js) hands this runtime JSON *strings* through DOM CustomEvents on
 * its own window; this runtime stamps each message with this frame's own
 * origin and whether it is the top frame, and relays it. A cross-origin
 * iframe cannot dispatch events on another frame's window, so it can only
 * ever speak for its own origin. The origin is self.origin, the document's
 * real one: "null" for a sandboxed iframe or a CSP-sandboxed page, where
 * location.origin still shows the URL's.
 *
 * Events (detail is always a string):
 *   page → here:  hybridkit:hello   the page API started; ask native for config
 *                 hybridkit:post    an envelope {"t":"call",…} to relay
 *                 hybridkit:answer  "<native call id>\n<reply JSON>"
 *   here → page:  hybridkit:runtime this runtime started (page says hello again)
 *                 hybridkit:ready   native configuration JSON
 *                 hybridkit:reply   native's reply JSON to a page call
 *                 hybridkit:deliver a native call, event or callback JSON
 *
 * Native → here, with no user gesture. WebKit runs every script native
 * evaluates (evaluateJavaScript, callAsyncJavaScript) as if the user had just
 * tapped: a page handler run that way could open popups, external apps, file
 * choosers and permission prompts, and the page would count as activated
 * (navigator.userActivation.hasBeenActive) though nobody touched it. A reply to
 * a message this runtime posted carries no activation. So the main frame's
 * runtime keeps one "wait" message outstanding; native answers it with what it
 * has to deliver (a JSON array of deliveries, as one string), and the runtime
 * posts the next wait, carrying the answers since the last one
 * ("<delivery id>\n<reply JSON>", joined by U+0000).
 * A wait that a newer one replaced is answered with an empty array and not
 * re-armed. Each delivery names the origins it may reach ("*" for any) and,
 * for an app-scheme callback, the document it is for; this runtime checks
 * both against its own document as the delivery arrives, so a navigation
 * racing a delivery cannot receive it. A delivery may instead name a task
 * (bridge-tasks.js, or "describe": this document's origin, token and frames)
 * that the container runs on its own account, with no gesture either.
 */
(function () {
  'use strict';
  var handlers = window.webkit && window.webkit.messageHandlers;
  var handler = handlers && handlers.hybridkit;
  if (!handler || window.__hybridkitRuntime) return;

  // Native enforces its own limit; this one spares it from copying a huge string first.
  var MAX_MESSAGE_LENGTH = 64 * 1024 * 1024;
  var isMainFrame = window === window.top;
  // A document's origin never changes, and this script runs once per document.
  // self.origin, not location.origin: only the former is "null" when sandboxed.
  var origin = self.origin;
  // Names this document in deliveries meant for it alone (app-scheme callbacks).
  var token = Array.prototype.map.call(crypto.getRandomValues(new Uint32Array(4)),
    function (n) { return n.toString(16); }).join('-');
  var EventCtor = CustomEvent;
  var dispatch = EventTarget.prototype.dispatchEvent;
  var parseJSON = JSON.parse;
  var pageReady = false;
  var helloSent = false;
  var queue = [];
  var waitingForPage = new Map();

  function toPage(type, detail) {
    dispatch.call(window, new EventCtor(type, { detail: detail }));
  }

  // One string, "<kind><frame><origin>\n<rest>" (RuntimePost): WebKit moves a
  // string as it is, where an array would be serialized and rebuilt in native.
  // Upper case when a person's activation-triggering input (isTrusted: page
  // scripts cannot make one, nor can the app's evaluateJavaScript) reached this
  // document in the last 5 s. Each such input is also reported at once, as a
  // "g" posting no page text can be relayed as: native lets one power spend it.
  var stamp = (isMainFrame ? 'm' : 's') + origin + '\n';
  var activeStamp = (isMainFrame ? 'M' : 'S') + origin + '\n';
  var lastRealInput = -Infinity;
  var lastReport = -Infinity;
  // HTML's activation-triggering input: keydown but Esc, modifiers and shortcuts;
  // mousedown and a mouse's pointerdown; a tap (touchend, a touch or pen's
  // pointerup) that did not move, so a scroll grants nothing.
  var NOT_ACTIVATING_KEYS = ['Escape', 'Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'OS', 'Super', 'Hyper', 'Fn',
    'FnLock', 'CapsLock', 'NumLock', 'ScrollLock', 'Symbol', 'SymbolLock', 'Dead', 'Unidentified'];
  var TAP_SLOP = 10;
  var touchStart = null;
  var pointerStarts = new Map();
  var noop = function () {};

  function activated(event) {
    if (!event.isTrusted) return;
    var now = performance.now();
    lastRealInput = now;
    // One press raises several events (pointerdown then mousedown, pointerup then touchend): one gesture.
    if (now - lastReport < 50) return;
    lastReport = now;
    handler.postMessage('g' + activeStamp).then(noop, noop);
  }

  function moved(start, x, y) { return !start || Math.abs(x - start.x) > TAP_SLOP || Math.abs(y - start.y) > TAP_SLOP; }

  var listen = function (type, listener) { window.addEventListener(type, listener, true); };
  // The engine refused a request by the document's Content-Security-Policy (an app's network
  // walls): native tells the app which and why. Only the engine raises a trusted one.
  var violationsReported = 0;
  listen('securitypolicyviolation', function (event) {
    if (!event.isTrusted || typeof event.blockedURI !== 'string' || ++violationsReported > 50) return;
    handler.postMessage('v' + stamp + event.blockedURI + '\n' + String(event.effectiveDirective)).then(noop, noop);
  });

  listen('keydown', function (event) {
    if (NOT_ACTIVATING_KEYS.indexOf(event.key) >= 0 || event.ctrlKey || event.metaKey) return;
    activated(event);
  });
  listen('mousedown', activated);
  listen('pointerdown', function (event) {
    if (event.pointerType === 'mouse') { activated(event); return; }
    pointerStarts.set(event.pointerId, { x: event.clientX, y: event.clientY });
  });
  listen('pointermove', function (event) {
    var start = pointerStarts.get(event.pointerId);
    if (start && moved(start, event.clientX, event.clientY)) pointerStarts.set(event.pointerId, null);
  });
  listen('pointercancel', function (event) { pointerStarts.delete(event.pointerId); });
  listen('pointerup', function (event) {
    if (event.pointerType === 'mouse') return;
    var start = pointerStarts.get(event.pointerId);
    pointerStarts.delete(event.pointerId);
    if (start && !moved(start, event.clientX, event.clientY)) activated(event);
  });
  listen('touchstart', function (event) {
    var touch = event.changedTouches[0];
    touchStart = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  });
  listen('touchmove', function (event) {
    var touch = event.changedTouches[0];
    if (touchStart && (!touch || moved(touchStart, touch.clientX, touch.clientY))) touchStart = null;
  });
  listen('touchend', function (event) {
    var touch = event.changedTouches[0];
    var start = touchStart;
    touchStart = null;
    if (start && touch && !moved(start, touch.clientX, touch.clientY)) activated(event);
  });

  function post(text) {
    return handler.postMessage('c' + (performance.now() - lastRealInput < 5000 ? activeStamp : stamp) + text);
  }

  function failure(code, message) {
    return JSON.stringify({ id: null, error: { code: code, message: message } });
  }

  // Every frame below win is of this document's origin and unsandboxed: such
  // a frame can script this document anyway, so it cannot speak for a stranger.
  function framesShareOrigin(win) {
    for (var i = 0; i < win.length; i++) {
      var child = win[i];
      try {
        if (child.origin !== origin) return false;
        var element = child.frameElement;
        if (element && element.hasAttribute('sandbox')) return false;
      } catch (error) {
        return false; // another origin: reading it throws
      }
      if (!framesShareOrigin(child)) return false;
    }
    return true;
  }

  function relay(event) {
    var text = event.detail;
    if (typeof text !== 'string') return;
    if (text.length > MAX_MESSAGE_LENGTH) {
      toPage('hybridkit:reply', failure('message_too_large', 'message of ' + text.length + ' characters is too large'));
      return;
    }
    post(text).then(function (reply) { toPage('hybridkit:reply', reply); },
      function (error) { toPage('hybridkit:reply', failure('bridge_closed', String(error && error.message))); });
  }

  function hello() {
    if (helloSent) return;
    helloSent = true;
    post('{"t":"hello"}').then(function (configuration) {
      pageReady = true;
      toPage('hybridkit:ready', configuration);
      queue.splice(0).forEach(function (message) { toPage('hybridkit:deliver', message); });
    }, function () { helloSent = false; });
  }

  function answer(event) {
    var text = event.detail;
    if (typeof text !== 'string') return;
    var newline = text.indexOf('\n');
    if (newline < 0) return;
    var id = text.slice(0, newline);
    var resolve = waitingForPage.get(id);
    if (!resolve) return; // unknown, forged or already answered: ignored
    waitingForPage.delete(id);
    resolve(text.slice(newline + 1));
  }

  function sendToPage(message) {
    if (pageReady) toPage('hybridkit:deliver', message); else queue.push(message);
  }

  // A delivery is refused when its document or origin is not this one's.
  function refusal(delivery) {
    if (delivery.document && delivery.document !== token) {
      return JSON.stringify({ error: { code: 'page_gone', message: 'the page went away before the call settled' } });
    }
    var allowed = delivery.allowed;
    if (typeof allowed !== 'string' || (allowed !== '*' && allowed.split('\n').indexOf(origin) < 0)) {
      return JSON.stringify({ error: { code: 'origin_not_allowed', message: origin } });
    }
    return null;
  }

  var tasks = {
    describe: function () { return { origin: origin, document: token, framesShareOrigin: framesShareOrigin(window) }; }
  };

  function runTask(delivery) {
    if (delivery.task === 'runInPage') {
      // The app's own script for the page's world: bridge.js runs it and answers like a call.
      var args = delivery.args || {};
      waitingForPage.set(delivery.id, function (text) { settle(delivery.id, text); });
      toPage('hybridkit:run', JSON.stringify({ id: delivery.id, body: args.body, args: args.arguments }));
      return;
    }
    var own = Object.prototype.hasOwnProperty.call(tasks, delivery.task) ? tasks[delivery.task] : null;
    var shared = window.__hybridkitTasks;
    var task = own || (shared && Object.prototype.hasOwnProperty.call(shared, delivery.task) ? shared[delivery.task] : null);
    if (typeof task !== 'function') {
      settle(delivery.id, failure('handler_not_found', 'no runtime task named ' + delivery.task));
      return;
    }
    new Promise(function (resolve) { resolve(task(delivery.args || {})); }).then(function (result) {
      settle(delivery.id, JSON.stringify({ result: result === undefined ? null : result }));
    }, function (error) {
      settle(delivery.id, failure('js_exception', String(error && error.message !== undefined ? error.message : error)));
    });
  }

  function receive(delivery) {
    if (!delivery || typeof delivery.id !== 'string') return;
    if (typeof delivery.task === 'string') { unanswered.add(delivery.id); runTask(delivery); return; }
    var refused = refusal(delivery);
    if (refused) { settle(delivery.id, refused); return; }
    if (delivery.reply === true) {
      unanswered.add(delivery.id);
      waitingForPage.set(delivery.id, function (text) { settle(delivery.id, text); });
    } else {
      settle(delivery.id, '{"result":null}');
    }
    if (typeof delivery.message === 'string') sendToPage(delivery.message);
  }

  // The standing wait: only the main frame's runtime keeps one (native
  // delivers to the main frame alone, and refuses a subframe's wait).
  var waitSequence = 0;
  var waitScheduled = false;
  var answers = [];
  // Deliveries of the latest batch whose answer is still to come.
  var unanswered = new Set();
  // Between pagehide and pageshow this document is not the one shown. A document
  // left (one a load of the same URL replaced, say) still runs the answer to its
  // last wait: were it to wait again, it and the shown document would replace
  // each other's wait thousands of times a second, and take its deliveries.
  var away = false;

  function settle(id, text) {
    // A page's answer holding U+0000 is not JSON: it could only be an attempt to
    // add an answer of its own to the list.
    if (typeof text !== 'string' || text.indexOf('\u0000') >= 0) text = failure('invalid_result', 'the answer is not JSON text');
    answers.push(id + '\n' + text);
    // The last answer the batch waited for goes at once; others wait a few turns.
    if (unanswered.delete(id) && unanswered.size === 0 && waitScheduled) postWait(); else scheduleWait();
  }

  // Posted a few microtask turns later, so a page function that answers at
  // once (or from an already settled promise) is answered in this same wait.
  function scheduleWait() {
    if (!isMainFrame || waitScheduled || away) return;
    waitScheduled = true;
    var sequence = waitSequence;
    var turn = Promise.resolve();
    for (var i = 0; i < 5; i++) turn = turn.then(noop);
    turn.then(function () { if (waitScheduled && sequence === waitSequence) postWait(); });
  }

  function noop() {}

  function postWait() {
    waitScheduled = false;
    if (away) return;
    var sequence = ++waitSequence;
    var sent = answers;
    answers = [];
    // Answers travel joined by U+0000, which JSON text never holds.
    handler.postMessage('w' + stamp + sent.join('\u0000')).then(function (reply) {
      var batch = null;
      try { batch = typeof reply === 'string' ? parseJSON(reply) : null; } catch (error) { batch = null; }
      // Anything but an array (a refusal, a closed bridge) ends the loop, and so does leaving.
      if (!Array.isArray(batch) || away) return;
      // A replaced wait's empty answer says nothing about the current batch.
      if (batch.length === 0 && sequence !== waitSequence) return;
      unanswered.clear();
      for (var i = 0; i < batch.length; i++) receive(batch[i]);
      if (sequence !== waitSequence) return;
      // Nothing the page must answer: wait again at once.
      if (unanswered.size === 0) { waitScheduled = true; postWait(); } else scheduleWait();
    }, noop);
  }

  Object.defineProperty(window, '__hybridkitRuntime', { value: Object.freeze({}) });

  // Dialogs carry no frame on WebKitGTK, so native attributes one to the main
  // document only while no child frame exists. window.length counts every child
  // browsing context, cross-origin and inside shadow roots too; a frame is
  // created as its element is inserted, so the mutation that inserts it runs
  // this check (and posts) before the frame's own document can run script.
  if (isMainFrame) {
    var framesReported = false;
    var watcher = new MutationObserver(reportFrames);
    function reportFrames() {
      if (framesReported || window.length === 0) return;
      framesReported = true;
      watcher.disconnect();
      post('{"t":"frames"}').then(function () {}, function () {});
    }
    watcher.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', reportFrames);
  }

  window.addEventListener('hybridkit:post', relay);
  window.addEventListener('pagehide', function () { away = true; });
  // Back from the back-forward cache: this document and runtime live on, but
  // native forgot the page when it was left. Tell it, so calls and events flow
  // again and the page hears `page.restored`.
  window.addEventListener('pageshow', function (event) {
    if (!event.persisted) return;
    away = false;
    post('{"t":"restored"}').then(function () {}, function () {});
    // The wait this document left behind was answered while it was away.
    waitScheduled = false;
    scheduleWait();
    // Native forgot this document's frames too.
    if (isMainFrame && window.length > 0) post('{"t":"frames"}').then(function () {}, function () {});
  });
  window.addEventListener('hybridkit:hello', hello);
  window.addEventListener('hybridkit:answer', answer);
  toPage('hybridkit:runtime', '');
  scheduleWait();
})();
