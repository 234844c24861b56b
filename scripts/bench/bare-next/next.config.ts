import type { NextConfig } from 'next'

/**
 * The site's next.config essentials that shape what a browser gets (scripts, headers, strict
 * mode), without Payload and the front door. Next compresses here, as the site's door does.
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateEtags: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: true },
  experimental: { turbopackFileSystemCacheForBuild: false },
}

export default nextConfig
