import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, createConsoleClients } from './app.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('the console page has no #root');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App clients={createConsoleClients()} />
    </BrowserRouter>
  </StrictMode>,
);
