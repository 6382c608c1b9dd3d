/*
 * `hybrid bench bridge`: measures four JS → native transports in one page, one run.
 *
 *   bridge  hybrid.call (page world → isolated runtime → messageHandlers with reply)
 *   raw     window.webkit.messageHandlers.benchraw.postMessage with reply: the floor
 *   iframe  WebViewJavascriptBridge's transport: queue + hidden iframe navigating to
 *           a custom scheme; native fetches the queue and answers with a script call
 *   prompt  DSBridge's transport: a synchronous prompt() answered by native
 *
 * Sequential latency is timed per call with performance.now(); rounds alternate
 * between transports so drift on a busy machine hits them all alike. Pipelined
 * throughput is one Promise.all batch per transport (prompt() cannot overlap).
 */
(function () {
  'use strict';
  var iframeQueue = [];
  var iframeCallbacks = new Map();
  var iframeId = 0;
  var iframe = null;

  function iframeCall(data) {
    return new Promise(function (resolve) {
      var id = ++iframeId;
      iframeCallbacks.set(id, resolve);
      iframeQueue.push({ callbackId: id, data: data });
      if (!iframe) {
        iframe = document.createElement('iframe');
        iframe.style.display = 'none';
        document.documentElement.appendChild(iframe);
      }
      iframe.src = 'wvjbqueue://__WVJB_QUEUE_MESSAGE__';
    });
  }

  var transports = {
    bridge: function (data) { return hybrid.call('bench.echo', data); },
    raw: function (data) { return window.webkit.messageHandlers.benchraw.postMessage(data); },
    iframe: iframeCall,
    prompt: function (data) { return Promise.resolve(JSON.parse(prompt('hybridbench:' + JSON.stringify(data)))); }
  };

  function percentile(sorted, p) {
    return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  }

  async function sequential(name, count, samples) {
    var call = transports[name];
    for (var i = 0; i < count; i++) {
      var start = performance.now();
      await call({ i: i, s: 'payload' });
      samples.push(performance.now() - start);
    }
  }

  async function pipelined(name, count) {
    var call = transports[name];
    var start = performance.now();
    var calls = [];
    for (var i = 0; i < count; i++) calls.push(call({ i: i, s: 'payload' }));
    await Promise.all(calls);
    return count / ((performance.now() - start) / 1000);
  }

  window.bench = {
    fetchQueue: function () {
      var text = JSON.stringify(iframeQueue);
      iframeQueue = [];
      return text;
    },
    // Like WebViewJavascriptBridge's default (dispatchMessagesWithTimeoutSafety),
    // messages from native are dispatched from a zero-delay timer.
    handleMessageFromNative: function (text) {
      setTimeout(function () { dispatchFromNative(text); }, 0);
    }
  };

  function dispatchFromNative(text) {
      JSON.parse(text).forEach(function (message) {
        var callback = iframeCallbacks.get(message.responseId);
        iframeCallbacks.delete(message.responseId);
        if (callback) callback(message.responseData);
      });
  }

  Object.assign(window.bench, {
    runAll: async function (config) {
      var names = ['bridge', 'raw', 'iframe', 'prompt'];
      var samples = {};
      names.forEach(function (name) { samples[name] = []; });
      for (var w = 0; w < names.length; w++) await sequential(names[w], config.warmup, []);
      for (var round = 0; round < config.rounds; round++) {
        for (var n = 0; n < names.length; n++) {
          var count = names[n] === 'iframe' ? config.slowCalls : config.calls;
          await sequential(names[n], count, samples[names[n]]);
        }
      }
      var result = { timerResolutionMs: 0 };
      var a = performance.now(), b = a;
      while (b === a) b = performance.now();
      result.timerResolutionMs = b - a;
      names.forEach(function (name) {
        var sorted = samples[name].slice().sort(function (x, y) { return x - y; });
        result[name + '_p50_ms'] = percentile(sorted, 0.5);
        result[name + '_p99_ms'] = percentile(sorted, 0.99);
        result[name + '_samples'] = sorted.length;
      });
      for (var p = 0; p < names.length; p++) {
        var best = 0;
        for (var r = 0; r < config.pipelineRounds; r++) {
          var size = names[p] === 'iframe' || names[p] === 'prompt' ? config.slowBatch : config.batch;
          best = Math.max(best, await pipelined(names[p], size));
        }
        result[names[p] + '_calls_per_s'] = best;
      }
      return result;
    }
  });
})();
