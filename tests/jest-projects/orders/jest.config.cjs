// A user's project with the door as its setup file. In place it uses this
// repository's build (dist/); tests/jest/projects.runner.test.ts copies the project
// to a temporary folder and names the door with A11Y_SNAPSHOT_DOOR.
const door = process.env.A11Y_SNAPSHOT_DOOR ?? require('node:path').resolve(__dirname, '../../../dist/jest/index.js');

module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost:3000/orders' },
  testMatch: ['<rootDir>/*.check.js'],
  setupFilesAfterEnv: [door],
  // Plain CommonJS tests: nothing to transform.
  transform: {},
};
