type Headers = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The client address a submission is counted against (by the CMS, which keeps the count).
 * A header the visitor can send (X-Forwarded-For's first entry, say) would let a bot pick a
 * new address per request, so
 * none is read unless the deployment names the one its own edge sets and overwrites
 * (`trustedHeader`, e.g. Netlify's `x-nf-client-connection-ip`); otherwise the address of
 * the connection itself.
 * @example clientAddress({ 'x-forwarded-for': '1.2.3.4' }, '10.0.0.9', null) // '10.0.0.9'
 */
export function clientAddress(
  headers: Headers,
  socketAddress: string | undefined,
  trustedHeader: string | null,
): string {
  const raw = trustedHeader ? headers[trustedHeader.toLowerCase()] : undefined;
  const fromEdge = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return fromEdge || socketAddress || 'unknown';
}
