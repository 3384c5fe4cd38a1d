import { whatsappLink } from '../lib/whatsapp';

/** What the Enquire Now button knows about the listing and its agent. */
export type EnquiryProperty = {
  title: string;
  area?: string;
  referenceNumber?: string;
  /** Absolute or site-relative URL of the property page. */
  url: string;
  agent?: { firstname?: string; lastname?: string; email?: string; whatsapp?: string; phone?: string } | null;
};

/**
 * The hidden fields of Enquire Now (spec section 3): the listing, and the agent the
 * enquiry is routed to, with a WhatsApp chat link built from the agent's digits.
 * @example enquiryHiddenFields({ title: 'Villa', url: '/p/1/', agent: { whatsapp: '+971 50 1' } }).whatsappno // '971501'
 */
export function enquiryHiddenFields(property: EnquiryProperty): Record<string, string> {
  const agent = property.agent ?? {};
  const digits = (agent.whatsapp || agent.phone || '').replace(/\D/g, '');
  return {
    propertytitle: property.title,
    propertyarea: property.area ?? '',
    referenceid: property.referenceNumber ?? '',
    propertyurl: property.url,
    whatsapp: digits ? whatsappLink(digits, property.title) : '',
    whatsappno: digits,
    to_email_id: agent.email ?? '',
    agentname: [agent.firstname, agent.lastname].filter(Boolean).join(' '),
  };
}

/** The hidden fields of Off Plan Register: the development and its department (which picks title and subjects). */
export function offPlanHiddenFields(development: {
  name: string;
  department: string;
  referenceNumber?: string;
}): Record<string, string> {
  return {
    development_name: development.name,
    department: development.department,
    referenceid: development.referenceNumber ?? '',
  };
}
