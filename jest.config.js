/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/backend'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.ts$': swc },
  testEnvironment: 'node',
  globalSetup: '<rootDir>/backend/src/testing/jest.global-setup.ts',
  globalTeardown: '<rootDir>/backend/src/testing/jest.global-teardown.ts',
  maxWorkers: 2,
  testTimeout: 30000,
  slowTestThreshold: 15,
};
