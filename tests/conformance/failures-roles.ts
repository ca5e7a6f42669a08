/** Expected failures among the role cases; see expected-failures.ts. */
export const roleFailures: Record<'jsdom' | 'chromium', Record<string, string>> = {
  jsdom: {},
  chromium: {},
};
