import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Header } from '../../src/config/headers';

/** Where gatsby-adapter-netlify writes its Functions, one folder each. */
export const FUNCTIONS_DIR = path.join('.netlify', 'functions-internal');
/** Gatsby's rendering engine, as a Function (`ssr-engine`) and as an on-demand builder (`ssr-engine-odb`). */
const ENGINE_FUNCTIONS = /^ssr-engine(-odb)?$/;
/** The adapter's handler, renamed: the Function's own file becomes the wrapper. */
const ADAPTER_HANDLER = 'gatsby-adapter-handler.js';
const MARK = '// plugins/site-netlify: the site headers on the engine';
/** Gatsby's default headers the site does not send (x-xss-protection: obsolete, and off in every browser that read it). */
const DROPPED = ['x-xss-protection'];

/**
 * The source of a Function that answers as `handlerFile` does, with `headers` on every
 * answer, replacing any of the same name, and without Gatsby's defaults the site does not
 * send: the CDN's `_headers` never reach a Function's answer, so a deferred page and its
 * page-data carry the site's CSP and security headers this way, once each.
 */
export function headersWrapperSource(handlerFile: string, headers: readonly Header[]): string {
  return `${MARK}
"use strict";
const adapter = require(${JSON.stringify(`./${handlerFile}`)});
const HEADERS = ${JSON.stringify(headers)};
const DROPPED = new Set(${JSON.stringify([...DROPPED, ...headers.map((h) => h.key)])});

exports.handler = async (event, context) => {
  const response = await adapter.handler(event, context);
  if (!response) return response;
  const multi = response.multiValueHeaders || {};
  const single = response.headers || {};
  for (const name of Object.keys(multi)) if (DROPPED.has(name.toLowerCase())) delete multi[name];
  for (const name of Object.keys(single)) if (DROPPED.has(name.toLowerCase())) delete single[name];
  for (const { key, value } of HEADERS) multi[key] = [value];
  response.multiValueHeaders = multi;
  if (response.headers) response.headers = single;
  return response;
};
`;
}

/**
 * Wraps each of the adapter's engine Functions under `root` so that its answers carry
 * `headers`; returns the names of those wrapped. Run after the adapter: a second run (an
 * adapter run that left the wrapper in place) changes nothing.
 */
export function wrapEngineFunctions(root: string, headers: readonly Header[]): string[] {
  const dir = path.join(root, FUNCTIONS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => ENGINE_FUNCTIONS.test(name))
    .filter((name) => {
      const entry = path.join(dir, name, `${name}.js`);
      if (!existsSync(entry)) return false;
      if (!readFileSync(entry, 'utf8').startsWith(MARK)) renameSync(entry, path.join(dir, name, ADAPTER_HANDLER));
      writeFileSync(entry, headersWrapperSource(ADAPTER_HANDLER, headers));
      return true;
    });
}
