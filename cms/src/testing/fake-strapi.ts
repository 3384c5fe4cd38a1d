import type { Core } from '@strapi/strapi';

/**
 * A test's stand-in for Strapi, holding only what the code under test calls, given the
 * type of the real one (and the fake's own fields, which tests read back).
 */
export const asStrapi = <T extends object>(fake: T): Core.Strapi & T => fake as unknown as Core.Strapi & T;
