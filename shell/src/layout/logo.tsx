// The site's logo from the api (POST /web/logo), linking home. Its alt text is the site name,
// which is also what shows while the logo loads or when it cannot be loaded.
import { useStore } from '@croupier/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useServices } from '../services/services-context.js';
import { logoFor, useLogos } from '../content/logo.js';

export function Logo() {
  const { stores } = useServices();
  const siteName = useStore(stores.site, (s) => s.detail?.site_name ?? '');
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const logos = useLogos();
  const logo = logoFor(logos.data, isDesktop);
  const [failed, setFailed] = useState<string | null>(null);

  return (
    <Link to="/" className="cr-shell-brand">
      {logo && failed !== logo.photo_path ? (
        <img
          className="cr-shell-logo"
          src={logo.photo_path}
          alt={siteName}
          onError={() => setFailed(logo.photo_path)}
        />
      ) : (
        siteName
      )}
    </Link>
  );
}
