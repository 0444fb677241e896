import type { Migration } from '../migrations.js';

// Pictures an operator uploads (the console's carousel banners) are WebP files, not SVG text: a
// content_assets row keeps them in `bytes` (body left empty), served as they are under /api/assets/.
export const m023ContentAssetBytes: Migration = {
  name: '023_content_asset_bytes',
  sql: `
    ALTER TABLE content_assets ADD COLUMN bytes BLOB CHECK (bytes IS NULL OR body = '');
  `,
};
