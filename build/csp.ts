import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the built app, as a <meta> tag in index.html (README shows the
 * same policy as a response header for servers that can send one, with frame-ancestors, which a
 * meta tag cannot carry). No inline script anywhere. Styles: Stitches adds one EMPTY <style>
 * element and inserts its rules through the CSSOM, which CSP does not restrict; the hash below is
 * the hash of the empty string, so an empty <style> is allowed and any <style> with content (an
 * injected stylesheet) is still refused. No 'unsafe-inline'. Requests go to the app's own
 * origin and, when a deployer configured one, the companion endpoint's origin, nothing else.
 */
export function contentSecurityPolicy({ endpoint }: { endpoint?: string | undefined }): Plugin {
  return {
    name: 'kindred:csp',
    apply: 'build',
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy(endpoint) }, injectTo: 'head-prepend' }];
    },
  };
}

/** sha256 of "" (base64): the only inline <style> content allowed, Stitches' empty sheet. */
export const emptyStyleHash = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

export function policy(endpoint?: string) {
  const connect = ["'self'"];
  if (endpoint) connect.push(new URL(endpoint).origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' '${emptyStyleHash}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
