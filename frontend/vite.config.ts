import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Deployment settings (product name, framework site, promo video, support widget and address) are
// the same variables the services read, so they come from the repository's .env, not a VITE_ copy.
const exposedEnv = ['VITE_', 'PRODUCT_NAME', 'FRAMEWORK_URL', 'PROMO_VIDEO_URL', 'SUPPORT_WIDGET_URL', 'SUPPORT_EMAIL'];

export default defineConfig({
  plugins: [react()],
  envDir: '..',
  envPrefix: exposedEnv,
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: { target: 'es2022', sourcemap: false },
});
