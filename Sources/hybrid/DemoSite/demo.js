// The demo page: calls native, lets native call it, and listens for events.
function line(list, text, cls) {
  const li = document.createElement('li');
  li.textContent = text;
  if (cls) li.className = cls;
  document.getElementById(list).appendChild(li);
}

hybrid.register('h5.render', async ({ greeting }) => {
  document.getElementById('rendered').textContent = greeting;
  return { shown: greeting, at: location.pathname };
});

hybrid.on('demo.tick', (payload) => line('events', 'demo.tick #' + payload.n));
hybrid.on('chrome.button', ({ id }) => line('events', 'chrome.button ' + id));
// A prerendered shell shown for another route (pool.lease(for: …#/route)) hears it here.
hybrid.on('container.route', ({ route }) => { window.lastRoute = route; line('events', 'container.route ' + route); });

async function run() {
  await hybrid.ready;
  document.getElementById('status').textContent = 'connected';
  const info = await hybrid.call('device.info', {});
  const device = document.getElementById('device');
  device.textContent = '';
  for (const [key, value] of Object.entries(info)) {
    const dt = document.createElement('dt'); dt.textContent = key;
    const dd = document.createElement('dd'); dd.textContent = String(value);
    device.append(dt, dd);
  }
  const echoed = await hybrid.call('demo.echo', { text: 'héllo 👋 </script>' });
  // A call made while the page is still loading waits for the page's own work,
  // so the round trip is the median of 20 calls made one after another.
  const trips = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await hybrid.call('demo.echo', { text: 'ping' });
    trips.push(performance.now() - started);
  }
  trips.sort((a, b) => a - b);
  const median = (trips[9] + trips[10]) / 2;
  line('log', 'demo.echo → ' + echoed.text + ' (round trip, median of 20 calls: ' + (median < 1 ? 'under 1' : median.toFixed(0)) + ' ms)', 'ok');
  try {
    await hybrid.call('demo.missing', {});
  } catch (error) {
    line('log', 'demo.missing → ' + error.code, 'err');
  }
  // The window's bar: a button whose taps come back as chrome.button events.
  await hybrid.chrome.setButtons([{ id: 'refresh', title: 'Refresh' }]);
  line('log', 'hybrid.chrome.setButtons → a Refresh button in the header bar', 'ok');
  return { info, echoed };
}

window.demoResult = run();
