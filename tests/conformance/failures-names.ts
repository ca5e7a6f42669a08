/** Expected failures among the name cases; see expected-failures.ts. */
export const nameFailures: Record<'jsdom' | 'chromium', Record<string, string>> = {
  jsdom: {},
  chromium: {},
};
