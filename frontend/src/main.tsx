import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installGlobalErrorHandlers } from './lib/globalErrors';
import { loadSupportWidget } from './lib/supportWidget';
import './styles/global.css';
import './styles/print.css';

installGlobalErrorHandlers();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

window.addEventListener('load', () => loadSupportWidget(), { once: true });
