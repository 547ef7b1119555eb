// Entry point of the crash-test child process: TypeScript via swc, then the worker script.
require('./register-swc.cjs');
require('./crash-child.ts');
