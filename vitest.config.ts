import { defineConfig } from 'vitest/config';

// Minimal config for the search helper's runs; the lead's shared config replaces it on merge.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/__tests__/**/*.test.ts'],
    environment: 'node',
  },
});
