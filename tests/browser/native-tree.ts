/**
 * Chromium's native accessibility tree as (role, name, description) pairs
 * and how our lines are held against it: the one module the fixture
 * comparison and the names figure (`npm run bench`) share.
 */
export { agreement, compareNative, linePairs, pairOf, readNativePairs } from '../../bench/native-tree.mjs';
