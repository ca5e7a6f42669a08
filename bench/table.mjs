// Plain-text tables: columns padded to their widest cell.

/**
 * Renders `rows` (arrays of strings) under `header`. `align` holds one 'l' or
 * 'r' per column (default left).
 */
export function renderTable(header, rows, align = []) {
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((row) => (row[c] ?? '').length)));
  const line = (row) =>
    row
      .map((cell = '', c) => (align[c] === 'r' ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** "PASS" when `value` is at most `limit`, else "FAIL". */
export function verdict(value, limit) {
  return value <= limit ? 'PASS' : 'FAIL';
}
