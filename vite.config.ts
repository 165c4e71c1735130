import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in web/; its build lands in dist/web, which the server serves.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      '/pricer': 'http://localhost:3000',
      '^/log$': 'http://localhost:3000',
      '/ping': 'http://localhost:3000',
    },
  },
});
