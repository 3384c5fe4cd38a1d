import * as prettier from 'prettier';

/**
 * Built HTML with build-time noise removed, pretty-printed so a diff reads line by line:
 * content hashes in asset names, inline scripts (Gatsby's loader data; not the JSON-LD,
 * which is content) and styles, image placeholders, the year. The JSON-LD stays, with the
 * same hashes replaced, and is laid out one value per line.
 */
export async function normalizeHtml(html) {
  const stripped = html
    .replace(/<script\b(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    .replace(/<link[^>]+rel="(?:preload|prefetch|modulepreload)"[^>]*>/g, '')
    .replace(/([\w.-]+?)-[0-9a-f]{16,}\.(js|css|json)/g, '$1-HASH.$2')
    .replace(/\/css\/(site(?:\.rtl)?)\.[0-9a-f]+\.css/g, '/css/$1.HASH.css')
    // Processed images: content-hash folders, and the random suffix Strapi's upload adds.
    .replace(/\/static\/[0-9a-f]{32}\/[0-9a-f]+\//g, '/static/HASH/')
    .replace(/_[0-9a-f]{10}\.(jpe?g|png|webp|avif|gif|svg)\b/g, '_HASH.$1')
    .replace(/data:image\/[a-z+]+;base64,[A-Za-z0-9+/=]+/g, 'data:image/BLOB')
    .replace(/© 20\d\d/g, '© YEAR')
    .replace(/\s(data-gatsby-head|data-react-helmet)="true"/g, '');
  return prettier.format(stripped, { parser: 'html', printWidth: 120, htmlWhitespaceSensitivity: 'ignore' });
}
