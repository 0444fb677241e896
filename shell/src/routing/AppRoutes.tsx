// The routes. A disabled module's routes are simply not declared, so they fall to the 404.
import { Route, Routes } from 'react-router-dom';
import { useServices } from '../app/services-context.js';
import { RemoteParcel } from '../remotes/RemoteParcel.js';
import { HomePage } from './HomePage.js';
import { NotFoundPage } from './NotFoundPage.js';
import { REMOTE_ROUTES } from './remote-routes.js';

export function AppRoutes() {
  const { registry } = useServices();
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {REMOTE_ROUTES.filter((r) => registry.isEnabled(r.module)).map((r) => (
        <Route key={r.path} path={r.path} element={<RemoteParcel module={r.module} basePath={r.basePath} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
