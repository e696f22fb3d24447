/**
 * Post-build step: writes dist/robots.txt and dist/sitemap.xml (the public pages mf-public's build declares, built
 * first: a page it adds later reaches the sitemap with the shell's next build) and the business JSON-LD into
 * dist/index.html (rspack cleans dist, so this runs after it). PUBLIC_SITE_URL sets the absolute URLs of the
 * deployed site.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT } from 'shared-contracts';
import { declaredPages } from '../../stack/src/declared-pages.ts';
import { businessJsonLdElement } from '../src/features/public-frame/lib/business-json-ld.ts';
import { DEFAULT_SITE_URL, robotsTxt, sitemapXml } from '../src/features/public-frame/lib/seo-files.ts';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const siteUrl = process.env.PUBLIC_SITE_URL || DEFAULT_SITE_URL;
writeFileSync(path.join(dist, 'robots.txt'), robotsTxt(siteUrl));
writeFileSync(
  path.join(dist, 'sitemap.xml'),
  sitemapXml(
    siteUrl,
    new Date(),
    declaredPages('public', 'mf_public').map(({ path, label }) => ({ href: path, label })),
  ),
);
const indexHtml = path.join(dist, 'index.html');
const html = readFileSync(indexHtml, 'utf8');
writeFileSync(
  indexHtml,
  html.replace(
    '</head>',
    `${businessJsonLdElement(siteUrl, DEFAULT_CONTENT.contact, DEFAULT_CONTENT.business)}</head>`,
  ),
);
console.log(`robots.txt, sitemap.xml and the business JSON-LD of index.html written for ${siteUrl}`);
