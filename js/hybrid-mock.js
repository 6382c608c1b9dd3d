/*
 * @hybridkit/bridge: a stand-in for HybridKit's page API, for running an H5
 * page and its tests in a browser or in jsdom, without the app.
 * Types: hybrid-mock.d.ts (this file), bridge.d.ts (window.hybrid).
 *
 * Loaded with a <script> tag, or with require/import where a `window` exists,
 * it defines window.hybrid with the members the container's runtime has
 * (call, on, off, register, unregister, ready, isReady, values, has, HybridError,
 * storage, chrome, keyboard, navigator, and the first-party modules ui, share,
 * media, device, clipboard, haptics and app) and window.hybridMock, which the test drives:
 *
 *   hybridMock.handle(name, fn)          answers hybrid.call(name): fn(params, call) returns
 *                                        a value or a promise, or throws { code, message }
 *   hybridMock.emit(event, payload)      reaches hybrid.on(event, …)
 *   hybridMock.callPage(name, params)    calls a hybrid.register function → Promise
 *   hybridMock.setValues(values)         hybrid.values
 *   hybridMock.declareModule(ns, methods) hybrid.<ns>.<method>(…), as a native BridgeModule
 *   hybridMock.calls                     [{ name, params }] of every call, oldest first
 *   hybridMock.reset()                   forgets all of the above
 *
 * The bridge is connected from the start: hybrid.ready is resolved and
 * hybrid.isReady true. hybrid.storage keeps this page's values in memory and
 * hybrid.chrome's methods resolve (login rejects with login_unavailable, as in
 * an app that offers none), as do hybrid.keyboard's (no keyboard) and
 * hybrid.navigator's (each push is a call in hybridMock.calls; startupParams is
 * this page's URL with no passData, opening says the app opened it), until
 * the test handles their names itself. The first-party modules' methods are
 * calls like any other (`ui.toast`, `share.share`…): a test answers them with
 * hybridMock.handle; hybrid.has names every module defined here.
 *
 * Where window.hybrid already exists (the page runs in the app), it defines
 * nothing and the container's runtime stays. Values travel as JSON, as they do
 * in the app: params and results are copies, undefined becomes null, bytes
 * arrive as Uint8Array. Errors are HybridError instances with a `code`. In a
 * module system it exports install(window) → the mock (or null) and hybridMock.
 */
(function (install) {
  'use strict';
  var mock = typeof window !== 'undefined' && window ? install(window) : null;
  if (typeof module === 'object' && module && typeof module.exports === 'object') {
    module.exports.install = install;
    module.exports.hybridMock = mock;
  }
})((function () {
  'use strict';

  var stringify = JSON.stringify;
  var parseJSON = JSON.parse;
  // A module's names, as native allows them: an ASCII letter, then up to 63 letters, digits and _.
  var identifier = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

  function HybridError(code, message) {
    var error = new Error(message);
    error.name = 'HybridError';
    error.code = code;
    Object.setPrototypeOf(error, HybridError.prototype);
    return error;
  }
  HybridError.prototype = Object.create(Error.prototype, { constructor: { value: HybridError } });

  function messageOf(error) {
    return error && error.message !== undefined ? String(error.message) : String(error);
  }

  function rethrowLater(error) {
    setTimeout(function () { throw error; });
  }

  // Bytes ↔ {"$bytes": base64}, as bridge.js sends them.
  function toBase64(bytes) {
    var text = '';
    for (var i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(text);
  }

  function fromBase64(text) {
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
    if (value !== null && typeof value === 'object' && typeof value.$bytes === 'string' && Object.keys(value).length === 1) {
      return fromBase64(value.$bytes);
    }
    return value;
  }

  // What the other side receives: JSON text (undefined is null), and its value.
  function encode(value) {
    return stringify(value === undefined ? null : value, replacer);
  }

  function decode(text) {
    return text.indexOf('"$bytes"') < 0 ? parseJSON(text) : parseJSON(text, reviver);
  }

  function deepFreeze(value) {
    if (value !== null && typeof value === 'object') {
      Object.keys(value).forEach(function (key) { deepFreeze(value[key]); });
      Object.freeze(value);
    }
    return value;
  }

  function utf8Length(text) {
    var length = 0;
    for (var i = 0; i < text.length; i++) {
      var unit = text.charCodeAt(i);
      if (unit < 0x80) length += 1;
      else if (unit < 0x800) length += 2;
      else if (unit >= 0xD800 && unit < 0xDC00 && i + 1 < text.length &&
               text.charCodeAt(i + 1) >= 0xDC00 && text.charCodeAt(i + 1) < 0xE000) { length += 4; i++; }
      else length += 3;
    }
    return length;
  }

  function fixed(object) {
    Object.getOwnPropertyNames(object).forEach(function (key) {
      var property = Object.getOwnPropertyDescriptor(object, key);
      property.configurable = false;
      if ('value' in property) property.writable = false;
      Object.defineProperty(object, key, property);
    });
    return object;
  }

  // hybrid.chrome, declared as the container's ChromeModule declares it.
  var chromeMethods = {
    setTitle: { arguments: ['title'], returnsValue: false },
    setBarHidden: { arguments: ['hidden'], returnsValue: false },
    setButtons: { arguments: ['buttons'], returnsValue: false },
    close: { arguments: [], returnsValue: false },
    login: {},
    beginRefreshing: { arguments: [], returnsValue: false },
    endRefreshing: { arguments: [], returnsValue: false }
  };

  // hybrid.keyboard, declared as the container's KeyboardModule declares it.
  var keyboardMethods = { state: { arguments: [] } };

  // hybrid.navigator, declared as the container's NavigatorModule declares it.
  var navigatorMethods = {
    push: { arguments: ['url', 'options'], returnsValue: false },
    replace: { arguments: ['url', 'options'], returnsValue: false },
    pop: { arguments: ['options'], returnsValue: false },
    popTo: { arguments: ['target'], returnsValue: false },
    prefetch: { arguments: ['url'], returnsValue: false },
    switchTab: { arguments: ['tab'], returnsValue: false },
    startupParams: { arguments: [] },
    opening: { arguments: [] },
    settings: { arguments: [] }
  };

  // HybridKit's first-party modules (HybridModules), declared as their native modules declare them.
  var firstPartyModules = {
    ui: {
      toast: { arguments: ['text', 'duration'], returnsValue: false },
      loading: { arguments: ['visible', 'title'], returnsValue: false },
      actionSheet: {}
    },
    share: { share: {} },
    media: { chooseImage: {} },
    device: { network: { arguments: [] } },
    clipboard: { write: { arguments: ['text'], returnsValue: false }, read: { arguments: [] } },
    haptics: { impact: { arguments: ['style'] } },
    app: { info: { arguments: [] } }
  };

  function createMock() {
    var handlers = new Map();
    var calls = [];
    var listeners = new Map();
    var functions = new Map();
    var parked = new Map();
    var declared = [];
    var stored = new Map();
    var values = Object.freeze({});
    var resolveReady;
    var ready = new Promise(function (resolve) { resolveReady = resolve; });

    // What an app without handlers of its own answers: this page's storage, kept
    // in memory, and hybrid.chrome (login is refused, as in an app that offers none).
    function storageKey(params) {
      var key = params && params.key;
      if (typeof key !== 'string' || key === '' || utf8Length(key) > 1024) {
        throw { code: 'storage_invalid_key', message: 'a key must be 1 to 1024 bytes' };
      }
      return key;
    }
    var builtIn = {
      'hybrid.storage.get': function (params) {
        var key = storageKey(params);
        return stored.has(key) ? decode(stored.get(key)) : null;
      },
      'hybrid.storage.set': function (params) { stored.set(storageKey(params), encode(params.value)); return null; },
      'hybrid.storage.remove': function (params) { stored.delete(storageKey(params)); return null; },
      'hybrid.storage.keys': function () { return Array.from(stored.keys()).sort(); },
      'hybrid.storage.clear': function () { stored.clear(); return null; },
      'hybrid.chrome.setTitle': function () { return null; },
      'hybrid.chrome.setBarHidden': function () { return null; },
      'hybrid.chrome.setButtons': function () { return null; },
      'hybrid.chrome.close': function () { return null; },
      'hybrid.chrome.login': function () {
        throw { code: 'login_unavailable', message: 'the app does not offer a login' };
      },
      'hybrid.chrome.beginRefreshing': function () { return null; },
      'hybrid.chrome.endRefreshing': function () { return null; },
      'hybrid.keyboard.state': function () { return { visible: false, height: 0, resize: 'native' }; },
      'hybrid.navigator.push': function () { return null; },
      'hybrid.navigator.replace': function () { return null; },
      'hybrid.navigator.pop': function () { return null; },
      'hybrid.navigator.popTo': function () { return null; },
      'hybrid.navigator.prefetch': function () { return null; },
      'hybrid.navigator.switchTab': function () { return null; },
      'hybrid.navigator.startupParams': function () {
        return { url: String(location.href), passData: null, title: null, context: 'default', presentation: 'default' };
      },
      'hybrid.navigator.opening': function () { return { source: 'app', url: String(location.href) }; },
      'hybrid.navigator.settings': function () { return {}; }
    };

    function answerFor(name) {
      if (handlers.has(name)) return handlers.get(name);
      return Object.prototype.hasOwnProperty.call(builtIn, name) ? builtIn[name] : null;
    }

    // Page → native
    function callNative(name, params, options) {
      return new Promise(function (resolve, reject) {
        if (typeof name !== 'string' || name === '') {
          reject(HybridError('invalid_message', 'the handler name must be a non-empty string'));
          return;
        }
        var text;
        try { text = encode(params); } catch (error) {
          reject(HybridError('invalid_params', 'params cannot be sent as JSON: ' + (error && error.message)));
          return;
        }
        var call = { name: name, params: decode(text) };
        calls.push(call);
        var done = false;
        var timer = 0;
        function settle(fn, value) {
          if (done) return;
          done = true;
          clearTimeout(timer);
          fn(value);
        }
        var timeout = options && options.timeout;
        if (typeof timeout === 'number' && timeout > 0) {
          timer = setTimeout(function () {
            settle(reject, HybridError('timeout', name + ' did not answer in ' + timeout + ' ms'));
          }, timeout);
        }
        var answer = answerFor(name);
        if (!answer) {
          settle(reject, HybridError('handler_not_found', 'no handler named ' + name));
          return;
        }
        new Promise(function (answered) {
          answered(answer(decode(text), { name: call.name, params: decode(text) }));
        }).then(function (result) {
          var reply;
          try { reply = decode(encode(result)); } catch (error) {
            settle(reject, HybridError('invalid_result', 'invalid result: ' + (error && error.message)));
            return;
          }
          settle(resolve, reply);
        }, function (error) {
          var code = error && typeof error.code === 'string' ? error.code : 'handler_failed';
          settle(reject, HybridError(code, messageOf(error)));
        });
      });
    }

    // Native → page
    function runPageFunction(entry) {
      var fn = functions.get(entry.name);
      new Promise(function (resolve) { resolve(fn(decode(entry.text), { expectsReply: true })); }).then(function (result) {
        var reply;
        try { reply = decode(encode(result)); } catch (error) {
          entry.reject(HybridError('invalid_result', 'result cannot be sent as JSON: ' + (error && error.message)));
          return;
        }
        entry.resolve(reply);
      }, function (error) {
        var code = error && typeof error.code === 'string' ? error.code : 'js_exception';
        entry.reject(HybridError(code, messageOf(error)));
      });
    }

    function define(name, fn) {
      functions.set(name, fn);
      var list = parked.get(name);
      if (!list) return;
      parked.delete(name);
      list.forEach(function (entry) {
        clearTimeout(entry.timer);
        runPageFunction(entry);
      });
    }

    function callPage(name, params, options) {
      return new Promise(function (resolve, reject) {
        var text;
        try { text = encode(params); } catch (error) {
          reject(HybridError('invalid_params', 'params cannot be sent as JSON: ' + (error && error.message)));
          return;
        }
        var entry = { name: name, text: text, resolve: resolve, reject: reject, timer: 0 };
        if (functions.has(name)) { runPageFunction(entry); return; }
        var wait = options && typeof options.wait === 'number' && options.wait > 0 ? options.wait : 0;
        if (wait === 0) {
          reject(HybridError('handler_not_found', 'no page function named ' + name));
          return;
        }
        // As in the app, a call may wait for the page's hybrid.register.
        var list = parked.get(name) || [];
        parked.set(name, list);
        list.push(entry);
        entry.timer = setTimeout(function () {
          var index = list.indexOf(entry);
          if (index < 0) return;
          list.splice(index, 1);
          reject(HybridError('handler_not_found', 'no page function named ' + name + ' (waited ' + wait + ' ms for hybrid.register)'));
        }, wait);
      });
    }

    function emit(event, payload) {
      var set = listeners.get(event);
      var delivered = decode(encode(payload === undefined ? {} : payload));
      if (!set) return;
      Array.from(set).forEach(function (fn) {
        try { fn(delivered); } catch (error) { rethrowLater(error); }
      });
    }

    // Modules: the same argument rules as bridge.js's moduleMethod.
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
        var result = callNative(declaration.handler, params, arguments[names ? names.length : 1]);
        return declaration.returnsValue === false ? result.then(settled) : result;
      };
    }

    function moduleObject(namespace, methods, handlerPrefix) {
      if (!methods || typeof methods !== 'object') throw new TypeError('declareModule needs an object of methods');
      var object = {};
      Object.keys(methods).forEach(function (method) {
        if (!identifier.test(method)) throw new TypeError('the method name ' + method + ' is not letters, digits and _ starting with a letter');
        var given = methods[method];
        var declaration = Array.isArray(given) ? { arguments: given } : (given || {});
        var names = declaration.arguments;
        if (names !== undefined && names !== null) {
          if (!Array.isArray(names) || names.some(function (name) { return typeof name !== 'string' || !identifier.test(name); })) {
            throw new TypeError('the arguments of ' + namespace + '.' + method + ' must be letters, digits and _ starting with a letter');
          }
        }
        object[method] = moduleMethod({
          handler: typeof declaration.handler === 'string' ? declaration.handler : handlerPrefix + '.' + method,
          arguments: Array.isArray(names) ? names.slice() : null,
          returnsValue: declaration.returnsValue !== false
        });
      });
      return Object.freeze(object);
    }

    var storage = Object.freeze({
      get: function (key) { return callNative('hybrid.storage.get', { key: key }); },
      set: function (key, value) {
        return callNative('hybrid.storage.set', { key: key, value: value === undefined ? null : value }).then(settled);
      },
      remove: function (key) { return callNative('hybrid.storage.remove', { key: key }).then(settled); },
      keys: function () { return callNative('hybrid.storage.keys', null); },
      clear: function () { return callNative('hybrid.storage.clear', null).then(settled); }
    });

    var api = fixed({
      storage: storage,
      call: function (name, params, options) { return callNative(name, params, options); },
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
      ready: ready,
      get isReady() { return true; },
      get values() { return values; },
      has: function (name) {
        if (typeof name !== 'string') return false;
        var dot = name.indexOf('.');
        var namespace = dot < 0 ? name : name.slice(0, dot);
        if (modules.indexOf(namespace) < 0) return false;
        return dot < 0 || Object.prototype.hasOwnProperty.call(api[namespace], name.slice(dot + 1));
      },
      HybridError: HybridError
    });
    var modules = ['storage', 'chrome', 'keyboard', 'navigator'];
    Object.defineProperty(api, 'chrome', { value: moduleObject('chrome', chromeMethods, 'hybrid.chrome'), enumerable: true });
    Object.defineProperty(api, 'navigator', { value: moduleObject('navigator', navigatorMethods, 'hybrid.navigator'), enumerable: true });
    Object.defineProperty(api, 'keyboard', { value: moduleObject('keyboard', keyboardMethods, 'hybrid.keyboard'), enumerable: true });
    // An app may install its own module under one of these names instead: declareModule replaces it, reset brings it back.
    var replaceable = [];
    function defineFirstParty(namespace) {
      Object.defineProperty(api, namespace, { value: moduleObject(namespace, firstPartyModules[namespace], namespace), enumerable: true, configurable: true });
      replaceable.push(namespace);
      if (modules.indexOf(namespace) < 0) modules.push(namespace);
    }
    Object.keys(firstPartyModules).forEach(defineFirstParty);
    resolveReady(api);

    var control = Object.freeze({
      hybrid: api,
      handle: function (name, fn) {
        if (typeof name !== 'string' || name === '') throw new TypeError('hybridMock.handle needs a handler name');
        if (typeof fn !== 'function') throw new TypeError('hybridMock.handle needs a function');
        handlers.set(name, fn);
        return function () { if (handlers.get(name) === fn) handlers.delete(name); };
      },
      emit: emit,
      callPage: callPage,
      setValues: function (given) { values = deepFreeze(decode(encode(given === undefined ? {} : given))); },
      declareModule: function (namespace, methods) {
        if (typeof namespace !== 'string' || !identifier.test(namespace)) {
          throw new TypeError('the module namespace ' + namespace + ' is not letters, digits and _ starting with a letter');
        }
        var replacing = replaceable.indexOf(namespace);
        if (Object.prototype.hasOwnProperty.call(api, namespace) && replacing < 0) throw new TypeError('the module namespace ' + namespace + ' is already taken');
        var object = moduleObject(namespace, methods, namespace);
        if (replacing >= 0) {
          replaceable.splice(replacing, 1);
          delete api[namespace];
        }
        Object.defineProperty(api, namespace, { value: object, enumerable: true, configurable: true });
        declared.push(namespace);
        if (modules.indexOf(namespace) < 0) modules.push(namespace);
        return object;
      },
      get calls() { return calls.map(function (call) { return { name: call.name, params: call.params }; }); },
      reset: function () {
        handlers.clear();
        calls.length = 0;
        listeners.clear();
        functions.clear();
        parked.forEach(function (list) {
          list.forEach(function (entry) {
            clearTimeout(entry.timer);
            entry.reject(HybridError('page_gone', 'the mock was reset before the page registered ' + entry.name));
          });
        });
        parked.clear();
        stored.clear();
        values = Object.freeze({});
        declared.splice(0).forEach(function (namespace) {
          delete api[namespace];
          modules.splice(modules.indexOf(namespace), 1);
          if (Object.prototype.hasOwnProperty.call(firstPartyModules, namespace)) defineFirstParty(namespace);
        });
      }
    });
    return control;
  }

  // Defines target.hybrid and target.hybridMock, unless target.hybrid exists:
  // then the page runs in the app, and its runtime is left in place (null).
  return function install(target) {
    if (!target || typeof target !== 'object') throw new TypeError('install needs a window');
    var existing = target.hybridMock;
    if (existing && typeof existing === 'object' && target.hybrid === existing.hybrid) return existing;
    if (target.hybrid) return null;
    var control = createMock();
    Object.defineProperty(target, 'hybrid', { value: control.hybrid, enumerable: true });
    Object.defineProperty(target, 'hybridMock', { value: control, enumerable: true });
    return control;
  };
})());
