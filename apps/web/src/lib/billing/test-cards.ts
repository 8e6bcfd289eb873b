/** The card numbers the test payment provider knows, as the test-mode checkout lists them. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 0341', outcome: 'failsAtRenewal' },
] as const;
