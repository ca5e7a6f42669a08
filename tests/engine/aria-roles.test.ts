/**
 * The engine's role table is data (src/engine/role/aria-roles.ts) so that a
 * first capture does not build aria-query's: it must stay aria-query's
 * table. A newer aria-query that adds or drops a role fails here, naming it.
 */
import { roles } from 'aria-query';
import { describe, expect, test } from 'vitest';
import { AUTHOR_ROLES, ROLETYPE_PROPS } from '../../src/engine/role/aria-roles.js';

describe('the role table', () => {
  test("lists aria-query's non-abstract roles, in its order", () => {
    expect(AUTHOR_ROLES).toEqual([...roles.keys()].filter((role) => !roles.get(role)?.abstract));
  });

  test("lists roletype's states and properties", () => {
    expect(ROLETYPE_PROPS).toEqual(Object.keys(roles.get('roletype')?.props ?? {}));
  });
});
