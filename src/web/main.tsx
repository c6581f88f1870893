import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives prerendered (scripts/web-build/prerender.ts): React takes over that HTML instead of replacing it.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
