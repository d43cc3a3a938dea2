# Environment of the test build: test-only fixture pages, and every optional
# service configured with a fake id or a stubbed endpoint, so the tests can
# prove each one works (the stubs live in tests/e2e/fixtures.ts).
export SIGNOZ_E2E_FIXTURES=1
export GITHUB_STARS_OFFLINE=1
export GTAG_ID=G-E2ETEST123
export NEWSLETTER_PROVIDER_URL=https://newsletter.example.test
export NEWSLETTER_FORM_ID=test-form
export SIGNUP_ENDPOINT=https://signup.example.test/api/signup
# Every performance override that cannot apply (an upstream text it does not recognise) fails the build
# instead of warning (src/plugins/performance/strict.cjs).
export SITE_STRICT=1
