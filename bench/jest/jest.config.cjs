// The Jest figure's project (bench/jest.mjs copies it to a temporary folder):
// the door as a user sets it up, in jsdom.
module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost:3000/orders' },
  testMatch: ['<rootDir>/*.bench.js'],
  setupFilesAfterEnv: [process.env.A11Y_SNAPSHOT_DOOR],
  transform: {},
};
