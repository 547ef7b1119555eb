// `node run-ts.cjs <file.ts> [args…]`: runs a TypeScript entry point (a CLI) from source, compiled by swc.
require('./register-swc.cjs');
const target = require('node:path').resolve(process.argv[2]);
process.argv.splice(1, 1); // the script sees its own arguments from argv[2] on, as when run compiled
require(target);
