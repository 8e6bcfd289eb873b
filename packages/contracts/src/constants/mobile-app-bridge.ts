/**
 * Every call the iOS and Android wrapper apps answer (SPEC section 4, "Mobile app wrappers"). A wrapper is
 * recognised by the calls it answers rather than by any native object.
 */
export const BRIDGE_CALLS = [
  'back',
  'complete',
  'requiresLogin',
  'playVideo',
  'mediaRedirect',
  'seasonRedirect',
  'downloadsRedirect',
  'logout',
  'downloadWifiOnly',
  'restorePurchases',
] as const;

export type BridgeCall = (typeof BRIDGE_CALLS)[number];
