/** The package's version, as its package.json says: `--version`, and the agent server's name to its host. */
import { createRequire } from 'node:module';

export function packageVersion(): string {
  return (createRequire(import.meta.url)('../package.json') as { version: string }).version;
}
