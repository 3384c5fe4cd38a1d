/**
 * A configuration value is missing or malformed. Its own module: the browser's config
 * (public-env.ts) uses it too, and must not pull the build's env reader into the bundle.
 */
export class ConfigError extends Error {}
