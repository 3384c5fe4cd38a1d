import type { GatsbySSR } from 'gatsby';
import type { PolicyOptions } from '../../src/config/headers';
import { secureScripts } from './secure-scripts';

/**
 * Every page, rendered at build or on request (deferred pages), carries only inline scripts
 * the Content-Security-Policy allows (secure-scripts.ts). Gatsby's scripts slice is made
 * safe once per build by patches/gatsby+5.16.1.patch.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = (
  { getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents, pathname },
  options,
) => {
  const policy = options as unknown as PolicyOptions;
  replaceHeadComponents(secureScripts(getHeadComponents(), policy, pathname));
  replacePostBodyComponents(secureScripts(getPostBodyComponents(), policy, pathname));
};
