// First: zod must know it may not use eval before any schema is built.
import '../shared/zod-jitless';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';

const AdminApp = lazy(() => import('./admin-app').then((m) => ({ default: m.AdminApp })));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={<div role="status">Loading...</div>}>
        <AdminApp />
      </Suspense>
    </StrictMode>,
  );
}
