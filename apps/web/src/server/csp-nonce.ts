/**
 * The one way the document marks an inline element as ours under the Content-Security-Policy
 * (decision 007): every inline <script> (also JSON data), <style> and script preload gets
 * `${nonceAttribute(nonce)}` with the nonce of the response.
 */
export const nonceAttribute = (nonce: string) => ` nonce="${safeNonce(nonce)}"`;

/** The nonce as it appears in the markup: only base64 (and base64url) characters. */
export const safeNonce = (nonce: string) => nonce.replace(/[^A-Za-z0-9+/=_-]/g, '');
