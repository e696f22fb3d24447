/**
 * Post-build step: writes dist/robots.txt and dist/sitemap.xml from NAV_ITEMS (rspack cleans dist, so this runs
 * after it). PUBLIC_SITE_URL sets the absolute URLs of the deployed site.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_URL, robotsTxt, sitemapXml } from '../src/features/public-frame/lib/seo-files.ts';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const siteUrl = process.env.PUBLIC_SITE_URL || DEFAULT_SITE_URL;
writeFileSync(path.join(dist, 'robots.txt'), robotsTxt(siteUrl));
writeFileSync(path.join(dist, 'sitemap.xml'), sitemapXml(siteUrl, new Date()));
console.log(`robots.txt and sitemap.xml written for ${siteUrl}`);
