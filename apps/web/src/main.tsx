import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
// The Thai font ships in the bundle; nothing is fetched from the internet.
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/700.css';
import './styles.css';
import { App } from './App';
import { queryClient } from './api/query-client';
import { reloadOnStaleChunk } from './lazy-page';

reloadOnStaleChunk();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
