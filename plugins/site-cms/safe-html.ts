import type { GraphQLFieldResolver, GraphQLObjectType } from 'graphql';
import { safeHtml } from '@brokerage/core/lib/safe-html';

type Info = Parameters<GraphQLFieldResolver<unknown, unknown>>[3];

/**
 * `MarkdownRemark.safeHtml`: the HTML gatsby-transformer-remark renders from CMS markdown,
 * sanitised at build time so nothing an editor typed can run in a visitor's browser.
 */
export const safeHtmlResolvers = {
  MarkdownRemark: {
    safeHtml: {
      type: 'String',
      async resolve(source: unknown, args: unknown, context: unknown, info: Info) {
        const htmlField = (info.schema.getType('MarkdownRemark') as GraphQLObjectType).getFields().html;
        const html = await htmlField?.resolve?.(source, args as Record<string, unknown>, context, {
          ...info,
          fieldName: 'html',
        });
        return safeHtml(typeof html === 'string' ? html : '');
      },
    },
  },
};
