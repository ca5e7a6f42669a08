module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  testMatch: ['<rootDir>/*.check.js'],
  setupFilesAfterEnv: ['a11y-snapshot/jest'],
  transform: {},
};
