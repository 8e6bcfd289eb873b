/**
 * Google's Cast web sender SDK with its framework. The player loads it when the site turns Chromecast on, and the
 * site's CSP then lets pages run scripts from its origin (where the SDK loads the rest of itself from).
 */
export const CAST_SENDER_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';
