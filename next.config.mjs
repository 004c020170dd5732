import createMDX from '@next/mdx';

const isDev = process.env.NODE_ENV === 'development';

/** Content-Security-Policy: everything from our own origin; nothing else is ever requested. */
function csp(frameAncestors) {
  return [
    "default-src 'self'",
    // Next's App Router streams its payload in inline scripts; pages are static, so no nonce is possible.
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const commonHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets several builds live side by side (e.g. NEXT_DIST_DIR=.next-e2e); default .next.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The stylesheets (about 7 kB gzipped in all) go inline in each page's <head>: no render-blocking
    // request, so a phone on a slow network paints the text as soon as the HTML arrives.
    inlineCss: true,
  },
  async headers() {
    return [
      {
        // Every route but the embeds: never framed by another site.
        source: '/((?!embed/).*)',
        headers: [...commonHeaders, { key: 'Content-Security-Policy', value: csp("'none'") }, { key: 'X-Frame-Options', value: 'DENY' }],
      },
      {
        // /embed/*: the simulator alone, made to be framed by blogs and forums.
        source: '/embed/:path*',
        headers: [...commonHeaders, { key: 'Content-Security-Policy', value: csp('*') }],
      },
    ];
  },
};

// Turbopack takes remark/rehype plugins only by name (strings), not as imported functions.
const withMDX = createMDX({
  options: {
    remarkPlugins: ['remark-gfm'],
  },
});

export default withMDX(nextConfig);
