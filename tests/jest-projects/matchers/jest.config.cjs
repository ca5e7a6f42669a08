// The door's matchers on their edges: what they refuse, toResolve, the
// serializer for toMatchSnapshot, and lint. See ../orders/jest.config.cjs.
const door = process.env.A11Y_SNAPSHOT_DOOR ?? require('node:path').resolve(__dirname, '../../../dist/jest/index.js');

module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost:3000/orders' },
  testMatch: ['<rootDir>/*.check.js'],
  setupFilesAfterEnv: [door],
  transform: {},
};
