// `tsc --noEmit -p <config>` for several configs in one process: each by
// the TypeScript installed beside its config (the project's own; projects
// that installed the same version share one), each config's diagnostics as
// tsc prints them when its output is not a terminal, and the exit code it
// would give. The declaration files several configs read (the DOM's, Node's)
// are parsed once. Prints { "<config>": { code, output } } as JSON.
// Plain CommonJS: the consumer tests run it with Node.
const { createRequire } = require('node:module');
const { dirname, resolve } = require('node:path');

/** By TypeScript version: the compiler, and the files it parsed by file and the settings a parse depends on. */
const compilers = new Map();

function compilerFor(config) {
  const load = createRequire(config);
  const { version } = load('typescript/package.json');
  if (!compilers.has(version)) compilers.set(version, { ts: load('typescript'), parsed: new Map() });
  return compilers.get(version);
}

function typecheck(config) {
  const path = resolve(config);
  const { ts, parsed } = compilerFor(path);
  const unrecoverable = [];
  const command = ts.getParsedCommandLineOfConfigFile(path, { noEmit: true }, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => unrecoverable.push(d) });
  let diagnostics = unrecoverable;
  if (command) {
    const { options } = command;
    const host = ts.createCompilerHost(options);
    const read = host.getSourceFile.bind(host);
    const settings = JSON.stringify([options.target, options.module, options.moduleDetection, options.jsx]);
    host.getSourceFile = (fileName, language, onError, fresh) => {
      const key = `${fileName}\0${JSON.stringify(language)}\0${settings}`;
      if (fresh || !parsed.has(key)) parsed.set(key, read(fileName, language, onError, fresh));
      return parsed.get(key);
    };
    const program = ts.createProgram({
      rootNames: command.fileNames,
      options,
      projectReferences: command.projectReferences,
      host,
      configFileParsingDiagnostics: command.errors,
    });
    diagnostics = [...ts.getPreEmitDiagnostics(program)];
  }
  const format = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => dirname(path), getNewLine: () => '\n' };
  return { code: diagnostics.length ? 2 : 0, output: ts.formatDiagnostics(diagnostics, format) };
}

process.stdout.write(JSON.stringify(Object.fromEntries(process.argv.slice(2).map((config) => [config, typecheck(config)]))));
