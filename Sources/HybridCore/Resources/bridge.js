/*
 * HybridKit page API — injected at document start into the page's world.
 * Types and documentation for H5 developers: bridge.d.ts.
 *
 *   hybrid.call(name, params, { timeout })  → Promise of native's result
 *   hybrid.on(event, fn) / hybrid.off(event, fn)
 *   hybrid.register(name, fn)               → native can call fn and await it
 *   hybrid.ready                            → Promise, resolves once connected
 *   hybrid.values                           → the app's values for this origin (after ready)
 *   hybrid.storage.get/set/remove/keys/clear → this origin's storage, a module HybridStorage installs
 *   hybrid.<module>.<method>(…) → a native BridgeModule's method (hybrid.chrome is one)
 *   hybrid.has('share'), hybrid.has('ui.toast') → whether native installed that module or method
 *
 * Calls made before the bridge is ready are queued, never lost. Errors are
 * HybridError instances with a stable `code` and a `message`. Bytes
 * (Uint8Array, ArrayBuffer, typed arrays) travel as {"$bytes": base64} and
 * come back as Uint8Array.
 *
 * This script cannot reach native itself: it talks to the trusted runtime in
 * the isolated world (bridge-isolated.js) with DOM events carrying JSON
 * strings, and that runtime tells native which origin and frame sent it.
 * Also here: namespace objects in the JavaScriptCore style (app.scan('cb'))
 * and page-world window.webkit.messageHandlers.NAME shims, both defined as
 * soon as declared (bridge-declare.js, at document start) and queueing calls
 * until the bridge is ready. window.__hybridkitPage hands the compatibility
 * layers (bridge-wvjb.js) the same call path; it gives a page nothing that
 * hybrid.call and hybrid.register do not, since every call is checked by the
 * isolated runtime's stamp and native's handler rules, never by this script.
 */
(function () {
  'use strict';
  if (window.hybrid) return;

  var EventCtor = CustomEvent;
  var dispatch = EventTarget.prototype.dispatchEvent;
  var stringify = JSON.stringify;
  var parseJSON = JSON.parse;
  var pending = new Map();
  var functions = new Map();
  var parked = new Map();
  var parkedCount = 0;
  var MAX_PARKED = 1000;
  var listeners = new Map();
  var offered = new Set();
  var queue = [];
  var nextId = 0;
  var connected = false;
  var maxMessageLength = 64 * 1024 * 1024;
  var values = Object.freeze({});
  var resolveReady;
  var ready = new Promise(function (resolve) { resolveReady = resolve; });

  function HybridError(code, message) {
    var error = new Error(message);
    error.name = 'HybridError';
    error.code = code;
    Object.setPrototypeOf(error, HybridError.prototype);
    return error;
  }
  HybridError.prototype = Object.create(Error.prototype, { constructor: { value: HybridError } });

  function send(type, detail) {
    dispatch.call(window, new EventCtor(type, { detail: detail }));
  }

  // Bytes ↔ {"$bytes": base64}
  function toBase64(bytes) {
    if (typeof bytes.toBase64 === 'function') return bytes.toBase64();
    var text = '';
    for (var i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(text);
  }

  function fromBase64(text) {
    if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text);
    var binary = atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  function replacer(key, value) {
    if (value instanceof ArrayBuffer) return { $bytes: toBase64(new Uint8Array(value)) };
    if (ArrayBuffer.isView(value)) {
      return { $bytes: toBase64(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) };
    }
    return value;
  }

  function reviver(key, value) {
    if (value !== null && typeof value === 'object' && typeof value.$bytes === 'string') {
      var keys = Object.keys(value);
      if (keys.length === 1) return fromBase64(value.$bytes);
    }
    return value;
  }

  function decode(text) {
    return text.indexOf('"$bytes"') < 0 ? parseJSON(text) : parseJSON(text, reviver);
  }

  // Page → native
  function callVia(name, params, options, via) {
    return new Promise(function (resolve, reject) {
      if (typeof name !== 'string' || name === '') {
        reject(HybridError('invalid_message', 'the handler name must be a non-empty string'));
        return;
      }
      var id = ++nextId;
      var text;
      try {
        text = stringify({ t: 'call', id: id, name: name, params: params === undefined ? null : params, via: via }, replacer);
      } catch (error) {
        reject(HybridError('invalid_params', 'params cannot be sent as JSON: ' + (error && error.message)));
        return;
      }
      if (text.length > maxMessageLength) {
        reject(HybridError('message_too_large', 'message of ' + text.length + ' characters is too large'));
        return;
      }
      var entry = { resolve: resolve, reject: reject, timer: 0 };
      var timeout = options && options.timeout;
      if (typeof timeout === 'number' && timeout > 0) {
        entry.timer = setTimeout(function () {
          if (pending.delete(id)) reject(HybridError('timeout', name + ' did not answer in ' + timeout + ' ms'));
        }, timeout);
      }
      pending.set(id, entry);
      if (connected) send('hybridkit:post', text); else queue.push(text);
    });
  }

  function onReply(event) {
    if (typeof event.detail !== 'string') return;
    var reply;
    try { reply = decode(event.detail); } catch (error) { return; }
    var entry = reply && pending.get(reply.id);
    if (!entry) return; // unknown or duplicate id: ignored
    pending.delete(reply.id);
    clearTimeout(entry.timer);
    if (reply.error) entry.reject(HybridError(String(reply.error.code), String(reply.error.message)));
    else entry.resolve(reply.result);
  }

  // Native → page
  function answerNative(id, answer) {
    var text;
    try { text = stringify(answer, replacer); } catch (error) {
      text = stringify({ error: { code: 'invalid_result', message: 'result cannot be sent as JSON: ' + (error && error.message) } });
    }
    send('hybridkit:answer', id + '\n' + text);
  }

  // A native call may arrive before the page registers its function (the page
  // is still starting). It waits up to `wait` ms for hybrid.register, then fails.
  function notFound(message, text) {
    if (message.id) answerNative(message.id, { error: { code: 'handler_not_found', message: text } });
    else console.warn('hybrid: ' + text + '; a native message for it was dropped');
  }

  function park(message) {
    var wait = typeof message.wait === 'number' && message.wait > 0 ? message.wait : 0;
    if (wait === 0 || parkedCount >= MAX_PARKED) {
      notFound(message, 'no page function named ' + message.name);
      return;
    }
    var list = parked.get(message.name) || [];
    parked.set(message.name, list);
    parkedCount++;
    var entry = { message: message, timer: setTimeout(function () {
      var index = list.indexOf(entry);
      if (index < 0) return;
      list.splice(index, 1);
      parkedCount--;
      notFound(message, 'no page function named ' + message.name + ' (waited ' + wait + ' ms for hybrid.register)');
    }, wait) };
    list.push(entry);
  }

  function define(name, fn) {
    functions.set(name, fn);
    var list = parked.get(name);
    if (!list) return;
    parked.delete(name);
    list.forEach(function (entry) {
      clearTimeout(entry.timer);
      parkedCount--;
      runRegistered(entry.message);
    });
  }

  // A call with no id wants no answer (native settled it at delivery): its
  // function runs, and what it throws is reported as the page's own error.
  function runRegistered(message) {
    var fn = functions.get(message.name);
    if (!fn) {
      park(message);
      return;
    }
    var expectsReply = typeof message.id === 'string' && message.id !== '';
    new Promise(function (resolve) { resolve(fn(message.params, { expectsReply: expectsReply })); }).then(function (result) {
      if (expectsReply) answerNative(message.id, { result: result === undefined ? null : result });
    }, function (error) {
      if (!expectsReply) { setTimeout(function () { throw error; }); return; }
      var code = error && typeof error.code === 'string' ? error.code : 'js_exception';
      var text = error && error.message !== undefined ? String(error.message) : String(error);
      answerNative(message.id, { error: { code: code, message: text } });
    });
  }

  // Returns how many listeners heard it: native asks for some events (chrome.refresh)
  // whether the page answers them itself.
  function emitLocal(name, payload) {
    var set = listeners.get(name);
    if (!set) return 0;
    var heard = Array.from(set);
    heard.forEach(function (fn) {
      try { fn(payload); } catch (error) { setTimeout(function () { throw error; }); }
    });
    return heard.length;
  }

  function callGlobal(name, args) {
    var fn = window[name];
    if (typeof fn === 'function') fn.apply(window, args);
    else console.warn('hybrid: no global function named ' + name + ' for a native result');
  }

  function onDeliver(event) {
    if (typeof event.detail !== 'string') return;
    var message;
    try { message = decode(event.detail); } catch (error) { return; }
    if (message.t === 'call') runRegistered(message);
    else if (message.t === 'event') {
      var heard = emitLocal(message.name, message.payload);
      if (typeof message.id === 'string' && message.id !== '') answerNative(message.id, { result: heard });
    }
    else if (message.t === 'callback') callGlobal(message.fn, message.args);
  }

  // The app's own script, run as the bridge delivers, with no user gesture
  // (WebContainer.callAsyncJavaScriptWithoutUserGesture): {id, body, args}.
  var AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
  function onRun(event) {
    if (typeof event.detail !== 'string') return;
    var request;
    try { request = decode(event.detail); } catch (error) { return; }
    if (!request || typeof request.id !== 'string' || typeof request.body !== 'string') return;
    var args = request.args && typeof request.args === 'object' ? request.args : {};
    var names = Object.keys(args);
    new Promise(function (resolve) {
      var fn = AsyncFunction.apply(null, names.concat([request.body]));
      resolve(fn.apply(window, names.map(function (name) { return args[name]; })));
    }).then(function (result) {
      answerNative(request.id, { result: result === undefined ? null : result });
    }, function (error) {
      answerNative(request.id, { error: { code: 'js_exception', message: String(error && error.message !== undefined ? error.message : error) } });
    });
  }

  // Connection
  function onReady(event) {
    if (connected) return;
    var configuration = {};
    try { configuration = parseJSON(event.detail); } catch (error) { /* defaults */ }
    if (configuration.maxMessageBytes > 0) maxMessageLength = configuration.maxMessageBytes;
    defineNamespaces(configuration.namespaces || {});
    defineModules(configuration.modules || {});
    values = deepFreeze(configuration.values || {});
    connected = true;
    queue.splice(0).forEach(function (text) { send('hybridkit:post', text); });
    resolveReady(api);
    emitLocal('ready', null);
  }

  function onPageHide() {
    pending.forEach(function (entry) {
      clearTimeout(entry.timer);
      entry.reject(HybridError('page_gone', 'the page went away before the call settled'));
    });
    pending.clear();
  }

  // The app's common values for this origin: data from native's JSON, read-only.
  function deepFreeze(value) {
    if (value !== null && typeof value === 'object') {
      Object.keys(value).forEach(function (key) { deepFreeze(value[key]); });
      Object.freeze(value);
    }
    return value;
  }

  // Namespace objects, JavaScriptCore style: app.scan('scanResult')
  function namespaceMethod(declaration) {
    return function () {
      var args = Array.prototype.slice.call(arguments);
      var index = declaration.callback;
      var callbackName = typeof index === 'number' && typeof args[index] === 'string' ? args.splice(index, 1)[0] : null;
      var result = callVia(declaration.handler, args, null, 'namespace');
      if (!callbackName) return result;
      result.then(function (value) { callGlobal(callbackName, [value]); },
        function (error) { callGlobal(callbackName, [null, { code: error.code, message: error.message }]); });
      return undefined;
    };
  }

  function defineNamespaces(namespaces) {
    Object.keys(namespaces).forEach(function (name) {
      var target = window[name] && typeof window[name] === 'object' ? window[name] : {};
      var methods = namespaces[name];
      Object.keys(methods).forEach(function (method) { target[method] = namespaceMethod(methods[method]); });
      window[name] = target;
    });
  }

  // Page-world window.webkit.messageHandlers.NAME.postMessage(body), as pages
  // written for WKWebView call it: here it is a bridge call, checked like any.
  function messageHandlers() {
    var webkit = window.webkit;
    if (!webkit || typeof webkit !== 'object') {
      webkit = {};
      Object.defineProperty(window, 'webkit', { value: webkit, configurable: true, writable: true });
    }
    if (!webkit.messageHandlers || typeof webkit.messageHandlers !== 'object') webkit.messageHandlers = {};
    return webkit.messageHandlers;
  }

  function defineMessageHandler(name, post) {
    var shim = Object.freeze({ postMessage: function (body) { return post(body); } });
    var property = { value: shim, configurable: true, enumerable: true };
    var handlers = messageHandlers();
    try {
      Object.defineProperty(handlers, name, property);
      if (handlers[name] === shim) return;
    } catch (error) { /* the engine's own object refused it */ }
    // Put a plain object in front of the engine's, whose handlers stay reachable through it.
    try {
      var front = Object.create(handlers);
      Object.defineProperty(front, name, property);
      Object.defineProperty(window, 'webkit', { value: { messageHandlers: front }, configurable: true, writable: true });
    } catch (error) {
      console.warn('hybrid: window.webkit.messageHandlers.' + name + ' could not be defined: ' + (error && error.message));
    }
  }

  function messageHandlerCall(handler) {
    return function (body) {
      var result = callVia(handler, body === undefined ? null : body, null, 'webkit');
      // WKWebView's postMessage answers with a promise only to those who wait for one.
      result.catch(function (error) { console.warn('hybrid: ' + handler + ' failed: ' + error.code + ': ' + error.message); });
      return result;
    };
  }

  // What native declared for this document before it loaded (bridge-declare.js).
  function declare(declaration) {
    if (!declaration || typeof declaration !== 'object') return;
    defineNamespaces(declaration.namespaces || {});
    defineModules(declaration.modules || {});
    var handlers = declaration.messageHandlers || {};
    Object.keys(handlers).forEach(function (name) { defineMessageHandler(name, messageHandlerCall(handlers[name])); });
  }

  // Native modules (BridgeModule): hybrid.<namespace>.<method>(…) is a call of the
  // handler native named, with params made as the module declared. An argument
  // after the declared ones is the call's options ({ timeout }).
  function settled() {}
  function moduleMethod(declaration) {
    var names = Array.isArray(declaration.arguments) ? declaration.arguments : null;
    return function () {
      var params;
      if (names) {
        params = {};
        for (var i = 0; i < names.length; i++) params[names[i]] = arguments[i] === undefined ? null : arguments[i];
      } else {
        params = arguments[0] === undefined ? null : arguments[0];
      }
      var result = callVia(declaration.handler, params, arguments[names ? names.length : 1], 'call');
      return declaration.returnsValue === false ? result.then(settled) : result;
    };
  }

  // The first definition of a name wins: a page cannot replace a module, nor a module hybrid's own API.
  function defineModules(modules) {
    Object.keys(modules).forEach(function (name) {
      var methods = modules[name] || {};
      offered.add(name);
      Object.keys(methods).forEach(function (method) { offered.add(name + '.' + method); });
      // A module that only sends events needs no object: pages listen with hybrid.on.
      if (Object.prototype.hasOwnProperty.call(api, name) || Object.keys(methods).length === 0) return;
      var object = {};
      Object.keys(methods).forEach(function (method) { object[method] = moduleMethod(methods[method]); });
      Object.defineProperty(api, name, { value: Object.freeze(object), enumerable: true });
    });
  }

  // hybrid's own members are fixed; modules are added beside them as native declares them.
  function fixed(object) {
    Object.getOwnPropertyNames(object).forEach(function (key) {
      var property = Object.getOwnPropertyDescriptor(object, key);
      property.configurable = false;
      if ('value' in property) property.writable = false;
      Object.defineProperty(object, key, property);
    });
    return object;
  }

  var api = fixed({
    call: function (name, params, options) { return callVia(name, params, options, 'call'); },
    on: function (event, fn) {
      if (typeof fn !== 'function') throw new TypeError('hybrid.on needs a function');
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(fn);
      return function () { api.off(event, fn); };
    },
    off: function (event, fn) {
      var set = listeners.get(event);
      if (!set) return;
      if (fn) set.delete(fn); else set.clear();
    },
    register: function (name, fn) {
      if (typeof fn !== 'function') throw new TypeError('hybrid.register needs a function');
      define(name, fn);
      return function () { if (functions.get(name) === fn) functions.delete(name); };
    },
    unregister: function (name) { functions.delete(name); },
    // What native declared, known from the page's first script on: a namespace or namespace.method.
    has: function (name) { return typeof name === 'string' && offered.has(name); },
    ready: ready,
    get isReady() { return connected; },
    get values() { return values; },
    HybridError: HybridError
  });
  Object.defineProperty(window, 'hybrid', { value: api, enumerable: true });

  // The compatibility layers' way in: the same queue, checks and call records as hybrid.call.
  Object.defineProperty(window, '__hybridkitPage', { value: Object.freeze({
    callVia: callVia,
    define: define,
    undefine: function (name) { functions.delete(name); },
    on: api.on,
    defineMessageHandler: defineMessageHandler,
    declare: declare
  }) });

  window.addEventListener('hybridkit:reply', onReply);
  window.addEventListener('hybridkit:deliver', onDeliver);
  window.addEventListener('hybridkit:run', onRun);
  window.addEventListener('hybridkit:ready', onReady);
  window.addEventListener('hybridkit:runtime', function () { if (!connected) send('hybridkit:hello', ''); });
  window.addEventListener('pagehide', onPageHide);
  send('hybridkit:hello', '');
})();
