// Native's half of the iframe transport: take the queued messages as JSON text.
return bench.fetchQueue();
