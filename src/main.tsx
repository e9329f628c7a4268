import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { AUTHENTICATED_FLAG } from './routes/-lib/context';
import './ui/theme/global.css';
import './ui/theme/theme.css';

const router = createAppRouter({
  isSignedIn: () => localStorage.getItem(AUTHENTICATED_FLAG) === 'true',
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
