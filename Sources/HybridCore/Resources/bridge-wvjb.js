/*
 * Pages written for WebViewJavascriptBridge (WVJB) and WKWebViewJavascriptBridge
 * run unchanged on the HybridKit bridge — injected into the page's world after
 * bridge.js, on the same call path (window.__hybridkitPage), so every call is
 * stamped by the isolated runtime and checked by native's handler rules.
 *
 * When the object appears, as WVJB does it:
 *   v6/v5  The page's setup snippet queues its callback in window.WVJBCallbacks
 *          and loads a hidden iframe at https://__bridge_loaded__ (older:
 *          wvjbscheme://__BRIDGE_LOADED__). Native cancels that navigation and
 *          sends the event 'hybridkit.wvjb.loaded'; window.WebViewJavascriptBridge
 *          is defined then, and the queued callbacks run a task later, so
 *          elements after the page's script exist by then.
 *   v4     The object is defined at window 'load' (WVJB v4 injected it at
 *          webViewDidFinishLoad) and 'WebViewJavascriptBridgeReady' fires on document.
 *   WKWebViewJavascriptBridge  window.webkit.messageHandlers.iOS_Native_InjectJavascript
 *          .postMessage(null) defines window.WKWebViewJavascriptBridge and runs
 *          window.WKWVJBCallbacks a task later.
 * Whichever comes first defines the object; it is defined once, and never
 * over an object the page defined itself.
 *
 * The API of every version: init(handler) and send(data, cb) (v4/v5: the
 * default handler, native name 'wvjb.send'), callHandler(name, data, cb),
 * registerHandler(name, fn(data, responseCallback)), removeHandler(name).
 * A call without a callback is fire-and-forget. A page handler may never call
 * responseCallback (WVJB allows it): when native asked for no answer, native
 * settled the call at delivery and waits for nothing.
 */
(function () {
  'use strict';
  var page = window.__hybridkitPage;
  if (!page || window.__hybridkitWebViewJavascriptBridge) return;
  Object.defineProperty(window, '__hybridkitWebViewJavascriptBridge', { value: true });

  var SEND = 'wvjb.send';
  var setTimer = setTimeout;
  var initialized = false;
  var defined = false;
  var definedForWKWebView = false;

  function request(name, data, responseCallback) {
    page.callVia(name, data === undefined ? null : data, null, 'wvjb').then(function (result) {
      if (typeof responseCallback === 'function') responseCallback(result);
    }, function (error) {
      console.error('WebViewJavascriptBridge: ' + name + ' failed: ' + error.code + ': ' + error.message);
    });
  }

  // A WVJB handler as a page function: it answers when it calls responseCallback.
  function pageFunction(handler) {
    return function (data, call) {
      if (!call || !call.expectsReply) {
        handler(data, function () {});
        return null;
      }
      return new Promise(function (resolve) { handler(data, function (response) { resolve(response); }); });
    };
  }

  var bridge = {
    init: function (handler) {
      if (initialized) throw new Error('WebViewJavascriptBridge.init called twice');
      initialized = true;
      page.define(SEND, pageFunction(handler));
    },
    send: function (data, responseCallback) { request(SEND, data, responseCallback); },
    callHandler: function (handlerName, data, responseCallback) {
      if (arguments.length === 2 && typeof data === 'function') {
        responseCallback = data;
        data = null;
      }
      request(handlerName, data, responseCallback);
    },
    registerHandler: function (handlerName, handler) { page.define(handlerName, pageFunction(handler)); },
    removeHandler: function (handlerName) { page.undefine(handlerName); },
    disableJavscriptAlertBoxSafetyTimeout: function () {}
  };

  // Runs the callbacks the page queued under `name`, a task after the object appeared.
  function runQueued(name) {
    setTimer(function () {
      var callbacks = window[name];
      if (!Array.isArray(callbacks)) return;
      try { delete window[name]; } catch (error) { window[name] = undefined; }
      callbacks.forEach(function (callback) {
        try { callback(bridge); } catch (error) { setTimer(function () { throw error; }); }
      });
    }, 0);
  }

  // As WVJB's own script, a page's own object (a browser stand-in, say) is left alone.
  function defineWebViewJavascriptBridge() {
    if (defined) return;
    defined = true;
    if (window.WebViewJavascriptBridge) return;
    window.WebViewJavascriptBridge = bridge;
    runQueued('WVJBCallbacks');
    var ready = document.createEvent('Events');
    ready.initEvent('WebViewJavascriptBridgeReady');
    ready.bridge = bridge;
    document.dispatchEvent(ready);
  }

  function defineWKWebViewJavascriptBridge() {
    if (definedForWKWebView) return;
    definedForWKWebView = true;
    if (window.WKWebViewJavascriptBridge) return;
    window.WKWebViewJavascriptBridge = bridge;
    runQueued('WKWVJBCallbacks');
  }

  page.on('hybridkit.wvjb.loaded', defineWebViewJavascriptBridge);
  window.addEventListener('load', defineWebViewJavascriptBridge);
  page.defineMessageHandler('iOS_Native_InjectJavascript', function () {
    // WKWebViewJavascriptBridge's native side answers by injecting its script: a task later.
    setTimer(defineWKWebViewJavascriptBridge, 0);
  });
  // WKWebViewJavascriptBridge's own script flushes its queue with this; here nothing is queued.
  page.defineMessageHandler('iOS_Native_FlushMessageQueue', function () {});
})();
