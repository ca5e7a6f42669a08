#!/usr/bin/env node
/**
 * The package's bin: `a11y-snapshot mcp` and `a11y-snapshot skill` are the
 * agent server's; everything else is the command's. Each door is loaded only
 * when asked for, so the command starts no faster or slower for the server.
 */
const argv = process.argv.slice(2);
const door = argv[0] === 'mcp' || argv[0] === 'skill' ? await import('../agent/main.js') : await import('../cli/main.js');
// The exit code, not process.exit(): Node then finishes writing to a pipe before it exits.
process.exitCode = await door.main(argv);
