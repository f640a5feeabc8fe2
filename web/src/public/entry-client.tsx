import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PublicApp } from './app';

const root = document.getElementById('root');
if (root) {
  hydrateRoot(
    root,
    <BrowserRouter>
      <PublicApp />
    </BrowserRouter>,
  );
}
