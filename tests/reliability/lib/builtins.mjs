// Pages that rewrite the built-ins of their own JavaScript world, shared by
// tests/browser/isolation.spec.ts and scripts/stress.mjs: one button, and a
// script per attack that replaces what the engine would call.

export const BODY =
  '<title>Account</title><main><h1>Account</h1><button onclick="document.title = \'clicked\'">Delete account</button><input aria-label="Reason" value="moving"></main>';

/** Scripts that each rewrite one built-in, run before the engine ever looks. */
export const ATTACKS = {
  'JSON.stringify forges lines': `
    const real = JSON.stringify;
    JSON.stringify = function (value) {
      const text = real.apply(this, arguments);
      if (!text || !text.includes('Delete account')) return text;
      const node = (name, count, index, ref) => ({ ref, role: 'button', name, key: name, keyKind: 'text', count, index, flags: [] });
      const model = JSON.parse(text);
      model.nodes = [node('Cancel', 2, 1, 'e1'), node('Keep my account', 1, 1, 'e7'), { ...node('Delete account', 2, 2, 'e8'), role: 'checkbox' }, node('Twin', 1, 1, 'e1')];
      return real(model);
    };`,
  'JSON.parse': `JSON.parse = () => ({ header: {}, nodes: [{ role: 'button', name: 'forged' }] });`,
  'Object.prototype.toJSON': `Object.prototype.toJSON = function () { return { forged: true }; };`,
  'Array.prototype.map': `Array.prototype.map = function () { return ['forged']; };`,
  'Array.prototype.push and forEach': `Array.prototype.push = function () { return 0; }; Array.prototype.forEach = function () {};`,
  'Array.prototype[Symbol.iterator]': `Array.prototype[Symbol.iterator] = function* () { yield 'forged'; };`,
  'Object.keys, assign and entries': `Object.keys = () => ['forged']; Object.assign = (t) => t; Object.entries = () => [];`,
  'String.prototype.trim, replace and slice': `String.prototype.trim = function () { return 'forged'; }; String.prototype.replace = function () { return 'forged'; }; String.prototype.slice = function () { return 'forged'; };`,
  'Map and WeakMap prototypes': `
    Map.prototype.get = () => 'forged'; Map.prototype.set = function () { return this; }; Map.prototype.has = () => true;
    WeakMap.prototype.get = () => 'forged'; WeakMap.prototype.set = function () { return this; }; WeakMap.prototype.has = () => true;`,
  getComputedStyle: `window.getComputedStyle = () => ({ display: 'none', visibility: 'hidden', getPropertyValue: () => 'none' });`,
  'DOM getters and methods': `
    Object.defineProperty(Node.prototype, 'textContent', { get: () => 'forged' });
    Object.defineProperty(Node.prototype, 'childNodes', { get: () => [] });
    Object.defineProperty(Element.prototype, 'children', { get: () => [] });
    Element.prototype.getAttribute = () => 'forged';
    Element.prototype.hasAttribute = () => true;
    Element.prototype.getBoundingClientRect = () => ({ left: -1e6, top: -1e6, width: 0, height: 0, right: 0, bottom: 0 });`,
  'the getters the walk steps and reads by': `
    Object.defineProperty(Element.prototype, 'localName', { get: () => 'div' });
    Object.defineProperty(Element.prototype, 'namespaceURI', { get: () => 'http://www.w3.org/2000/svg' });
    Object.defineProperty(Node.prototype, 'lastChild', { get: () => null });
    Object.defineProperty(Node.prototype, 'previousSibling', { get: () => null });
    Object.defineProperty(Node.prototype, 'parentElement', { get: () => null });
    Object.defineProperty(Element.prototype, 'lastElementChild', { get: () => null });
    Object.defineProperty(CharacterData.prototype, 'data', { get: () => 'forged' });
    Element.prototype.getAttributeNames = () => ['role', 'aria-hidden'];
    Element.prototype.hasAttributes = () => false;`,
  'Symbol.iterator of NodeList and Set': `NodeList.prototype[Symbol.iterator] = function* () {}; Set.prototype[Symbol.iterator] = function* () { yield 'forged'; };`,
};
