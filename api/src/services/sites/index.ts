// Sites: their settings and detail, the site content (logos, footer, templates), the read cache
// of catalogue and content answers, SVG pictures drawn as WebP, uploaded pictures encoded as
// WebP. What other domains and the routes may use; the files of this folder import each other
// directly.
export { type Content, createContent } from './content.js';
export { createFbTracking } from './fb-tracking.js';
export { encodeUploadedPicture, PICTURE_TYPES, type PictureType } from './picture-upload.js';
export { type CachedAnswer, createReadCache } from './read-cache.js';
export { createSites, type Sites } from './sites.js';
export { rasterCacheSize, svgDigest, svgToWebp, THUMBNAIL_WEBP_QUALITY, WEBP_QUALITY } from './svg-raster.js';
