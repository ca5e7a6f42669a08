#!/usr/bin/env node
/**
 * The installed `a11y-snapshot` command. It always runs, however a shell
 * reaches it (a symlink in node_modules/.bin, npx, npm exec, a global
 * install), and sets the exit code rather than calling `process.exit`, so
 * Node finishes writing to a pipe before it exits.
 */
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
