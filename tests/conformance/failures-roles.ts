/** Expected failures among the role cases; see expected-failures.ts. */
const shared: Record<string, string> = {
  // Pages that contradict each other: one side must fail in every engine.
  'wai-aria/role/contextual-roles.html #0 role':
    'contradicts table-roles.html #1 and roles.html [role: caption], which keep an orphan caption; we keep it (2 cases to 1)',
  'wai-aria/role/contextual-roles.html #4 role':
    'contradicts roles-contextual.tentative.html and contextual-roles.tentative.html (footer in main is sectionfooter, ARIA 1.3); we follow those',
  'wai-aria/role/table-roles.html #3 role':
    'contradicts contextual-roles.html #3 and grid-roles.tentative.html (an orphan cell is ignored, Core-AAM required context); we follow those',
  // Upstream test bugs.
  'wai-aria/role/invalid-roles.html #31 role': 'upstream expects navigation for <a href role="&amp">: a link with an invalid role is a link',
  'wai-aria/role/invalid-roles.html #32 role': 'upstream expects navigation for <a href role="&lt">: a link with an invalid role is a link',
};

/**
 * Sentinels that no engine can match (corpus README): jsdom leaves these
 * cases out (`jsdomExpectedFailure`); Chromium runs them.
 */
const sentinels: Record<string, string> = {
  'accname/name/comp_content_visibility.tentative.html #1 role': 'sentinel SPEC_AMBIGUOUS_LOG_VALUE: upstream only logs the role',
  'accname/name/comp_content_visibility.tentative.html #3 role': 'sentinel SPEC_AMBIGUOUS_LOG_VALUE: upstream only logs the role',
  'accname/name/comp_content_visibility.tentative.html #5 role': 'sentinel SPEC_AMBIGUOUS_LOG_VALUE: upstream only logs the role',
  'wai-aria/role/roles.html #0 role': 'sentinel "indeterminate": upstream only logs how a mixed-case role token is read',
  'wai-aria/role/roles.html #1 role': 'sentinel "indeterminate": upstream only logs how a mixed-case role token is read',
  'wai-aria/role/roles.html #2 role': 'sentinel "indeterminate": upstream only logs how a mixed-case role token is read',
};

export const roleFailures: Record<'jsdom' | 'chromium', Record<string, string>> = {
  jsdom: { ...shared },
  chromium: { ...shared, ...sentinels },
};
