import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { readBootstrap } from './lib/bootstrap';
import { createQueryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const bootstrap = readBootstrap();
const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders bootstrap={bootstrap} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
