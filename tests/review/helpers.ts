/** Golden texts written by hand, as the notation's rules say a golden reads. */
export function golden(lines: string[], steps: string[] = [], detail = 'compact'): string {
  const head = [`# a11y-snapshot detail:${detail}`, 'snapshot v2', 'page "Orders" url="/orders" settled'];
  return [...head, ...lines, ...(steps.length ? ['', ...steps] : [])].join('\n') + '\n';
}

/** A Vitest snapshot file holding goldens, escaped as Vitest writes them. */
export function snapFile(entries: Record<string, string>): string {
  const escape = (text: string) => text.replace(/`|\\|\$\{/g, '\\$&');
  const body = Object.entries(entries).map(([key, value]) => `exports[\`${escape(key)}\`] = \`${escape(value)}\`;\n`);
  return ['// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html', '', ...body].join('\n');
}
