export const ROOT: string;
export const CMS_DIR: string;
export const PUBLIC_DIR: string;
export const GATSBY_BIN: string;
export const QUIET_ENV: Record<string, string>;
export const TEST_BUILD_ENV: Record<string, string>;
