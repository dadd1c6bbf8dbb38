import type { Core } from '@strapi/strapi';

/**
 * A route middleware giving a type its full populate when the reader asks for
 * nothing specific.
 *
 * gatsby-source-strapi sends `populate=*` when its queryParams have none, which
 * stops at the first level (no nested components, no relation of a relation): the
 * site can therefore list a type without knowing its shape. An explicit populate
 * from the caller is always kept.
 */
export function defaultPopulate(populate: Record<string, unknown>): Core.MiddlewareFactory {
  return () => async (ctx, next) => {
    const asked = ctx.query.populate;
    if (asked === undefined || asked === '*') ctx.query.populate = populate;
    await next();
  };
}
