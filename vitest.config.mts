import { defineConfig } from 'vitest/config';

// Unit tests: pure logic (src/lib, scripts/lib), data-module schemas
// (src/data/__tests__) and server-side code. End-to-end tests live in
// tests/e2e and run with Playwright.
export default defineConfig({
  test: {
    include: ['src/**/__tests__/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    coverage: {
      include: ['src/lib/**', 'scripts/lib/**', 'src/plugins/performance/**/*.mjs'],
      thresholds: { lines: 80, functions: 80, branches: 70 },
    },
  },
});
