import { graphql, useStaticQuery } from 'gatsby';

type Data = { whatsappSettings?: { whatsapp?: string | null } | null };

/** The brand's WhatsApp number from the CMS site settings; empty when none is set. */
export function useWhatsAppNumber(): string {
  const data = useStaticQuery<Data>(graphql`
    query WhatsAppNumber {
      whatsappSettings: strapiSiteSetting {
        whatsapp
      }
    }
  `);
  return data?.whatsappSettings?.whatsapp ?? '';
}
