// gatsby-plugin-sharp ships no types for its public generateImageData (the function behind
// ImageSharp.gatsbyImageData); this is the part the site calls.
declare module 'gatsby-plugin-sharp' {
  import type { IGatsbyImageData } from 'gatsby-plugin-image';
  import type { GatsbyCache, Node, Reporter } from 'gatsby';
  export function generateImageData(options: {
    file: Node;
    args: Record<string, unknown>;
    pathPrefix: string;
    reporter: Reporter;
    cache?: GatsbyCache;
  }): Promise<IGatsbyImageData | undefined>;
}
