'use strict';

module.exports = () => ({
  upload: {
    config: {
      sizeLimit: 50 * 1024 * 1024,
      // Responsive breakpoints / size optimisation are switched off in the upload
      // settings store during seeding (see src/seed/media.js); only the small
      // `thumbnail` format is generated for seeded images.
    },
  },
});
