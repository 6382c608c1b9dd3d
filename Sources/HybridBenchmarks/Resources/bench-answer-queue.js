// Native's answer for the iframe transport; `message` is an argument, never source.
bench.handleMessageFromNative(message);
