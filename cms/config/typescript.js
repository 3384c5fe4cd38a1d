'use strict';

// Plain JavaScript project: do not generate types/ on `strapi develop`.
module.exports = {
  autogenerate: false,
};
