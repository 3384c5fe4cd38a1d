/** The schema of the DLD market figures as gatsby-source-strapi sources them (cms: Market area). */
export const MARKET_TYPE = 'STRAPI_MARKET_AREA';
export const FIGURES_TYPE = 'STRAPI_MARKET_AREA_FIGURES_JSONNODE';

export const typeDefs = `
  type ${MARKET_TYPE} implements Node {
    documentId: String
    area: STRAPI_AREA @link(from: "area___NODE")
    sales_to: Date @dateformat
    rents_to: Date @dateformat
    figures: ${FIGURES_TYPE} @link(from: "figures___NODE")
  }
  type ${FIGURES_TYPE} implements Node @dontInfer {
    version: Int
    salesTo: String
    rentsTo: String
    sales: JSON
    year: JSON
    recent: JSON
    buildings: JSON
  }
`;
