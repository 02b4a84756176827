import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves public/ itself and mounts Vite under /build/ in development (middleware mode),
// so the dev and the production base are the same and no port is fixed here.
export default defineConfig({
  base: '/build/',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'public/build',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: 'resources/app.tsx',
    },
  },
});
