// Runs every measurement; `config` is an argument.
return await bench.runAll(config);
