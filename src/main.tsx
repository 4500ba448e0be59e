import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { tokenStore } from './providers/auth/tokenStore';
import { consumeTokensFromUrl } from './session/consumeTokensFromUrl';

consumeTokensFromUrl(window.location, window.history, tokenStore);

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <App />
    </StrictMode>
);
